/**
 * One value per key, made on first use. For Intl formatters: building one
 * costs far more than formatting with it (server/README.md "Throughput"), and
 * they are immutable, so one per locale and options is kept for good.
 */
export function memoized<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
