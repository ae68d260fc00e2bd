/** The value items are told apart by; items that are not objects are their own key. */
function keyOf(item: unknown, key: PropertyKey): unknown {
  return typeof item === 'object' && item !== null ? Reflect.get(item, key) : item;
}

/**
 * 'Load more': `existing` followed by the items of `incoming` not seen yet,
 * compared by `key` (default `id`) item by item. Comparing only a page's first
 * item duplicated rows when a new article shifted the pages (docs/product-rules.md#content-and-data). Items without a key are kept, as nothing says they repeat.
 */
export function appendUnique<T extends { id: unknown }>(existing: readonly T[], incoming: readonly T[]): T[];
export function appendUnique<T, K extends keyof T>(existing: readonly T[], incoming: readonly T[], key: K): T[];
export function appendUnique<T>(existing: readonly T[], incoming: readonly T[], key: PropertyKey = 'id'): T[] {
  const seen = new Set(existing.map((item) => keyOf(item, key)));
  const result = [...existing];
  for (const item of incoming) {
    const id = keyOf(item, key);
    if (id !== undefined && id !== null && seen.has(id)) continue;
    if (id !== undefined && id !== null) seen.add(id);
    result.push(item);
  }
  return result;
}
