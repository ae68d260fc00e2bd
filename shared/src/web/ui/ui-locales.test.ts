import { TEST_LANGUAGES, UI_BUNDLES } from '@freight/shared/test/test-utils';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function values(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(values);
}

test('ui.json has the same keys in the four languages', () => {
  const reference = keys(UI_BUNDLES.fr).sort();
  expect(reference.length).toBeGreaterThan(10);
  for (const lng of TEST_LANGUAGES) {
    expect(keys(UI_BUNDLES[lng]).sort(), lng).toEqual(reference);
  }
});

test('every ui string is a non-empty string, and Arabic is written in Arabic', () => {
  for (const lng of TEST_LANGUAGES) {
    for (const text of values(UI_BUNDLES[lng])) {
      expect(typeof text === 'string' && text.trim().length > 0, `${lng}: ${String(text)}`).toBe(true);
    }
  }
  for (const text of values(UI_BUNDLES.ar)) expect(String(text)).toMatch(/[\u0600-\u06FF]/);
});
