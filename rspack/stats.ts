/**
 * mf-stats.json as the same sources always give it. The federation plugin fills
 * `usedIn` (of a shared module) and `requires` (of an exposed module) from a
 * traversal whose result varies from one build to the next, and lists some
 * entries in a varying order: identical sources gave different files. Those two
 * fields are dropped (nothing at run time reads them: the runtime reads
 * mf-manifest.json) and every list of named entries is sorted.
 */
export function stableStats<T>(stats: T): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(visit);
      if (items.every((item) => typeof item === 'string')) return [...items].sort();
      if (
        items.every((item) => !!item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string')
      ) {
        return [...items].sort((a, b) =>
          String((a as { id: string }).id).localeCompare(String((b as { id: string }).id)),
        );
      }
      return items;
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'usedIn' && key !== 'requires')
          .map(([key, inner]) => [key, visit(inner)]),
      );
    }
    return value;
  };
  return visit(stats) as T;
}
