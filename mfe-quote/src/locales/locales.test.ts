import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

// DECISIONS.md: every string exists in all four bundles; a missing key is a test failure.
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const bundles = { fr: flatten(fr), en: flatten(en), es: flatten(es), ar: flatten(ar) };
const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);

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
