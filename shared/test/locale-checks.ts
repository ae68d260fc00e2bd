// Every string exists in all four bundles; a missing key is a test failure (docs/product-rules.md#languages).
// Each app calls describeLocaleBundles() with its own four files.

type Lng = 'fr' | 'en' | 'es' | 'ar';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key))),
  );
}

const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);

export function describeLocaleBundles(name: string, raw: Record<Lng, unknown>) {
  const bundles = { fr: flatten(raw.fr), en: flatten(raw.en), es: flatten(raw.es), ar: flatten(raw.ar) };
  describe(`${name} translations`, () => {
    test.each(['en', 'es', 'ar'] as const)('%s has exactly the keys of fr', (lng) => {
      expect(Object.keys(bundles[lng]).sort()).toEqual(Object.keys(bundles.fr).sort());
    });
    test.each(['fr', 'en', 'es', 'ar'] as const)('%s has no empty value', (lng) => {
      const empty = Object.entries(bundles[lng]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty).toEqual([]);
    });
    test.each(['en', 'es', 'ar'] as const)('%s keeps the interpolation placeholders of fr', (lng) => {
      for (const [key, text] of Object.entries(bundles.fr)) {
        expect(placeholders(bundles[lng][key]), key).toEqual(placeholders(text));
      }
    });
  });
}
