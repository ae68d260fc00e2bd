import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// One spelling of the kilometre in Arabic everywhere: "كم" (as in "50 كم"),
// never "كلم", in every Arabic bundle and the Arabic articles of the API seed.

const ROOT = join(__dirname, '..', '..', '..', '..');
const SOURCES = [
  'shared/locales/ar',
  'mfe-marketing/src/locales/ar.json',
  'mfe-quote/src/locales/ar.json',
  'mfe-careers/src/locales/ar.json',
  'mfe-blog/src/locales/ar.json',
  'mfe-staff/src/locales/ar.json',
  'server/seed/articles',
];
/** A number followed by the other abbreviation (not a word that starts with it, like كلمة). */
const OTHER_SPELLING = /[0-9٠-٩]\s*كلم(?![\u0600-\u06FF])/u;

function files(path: string): string[] {
  const full = join(ROOT, path);
  try {
    if (!statSync(full).isDirectory()) return [full];
  } catch {
    return [];
  }
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(full, name));
}

test('the Arabic texts write kilometres one way: "كم"', () => {
  const checked = SOURCES.flatMap(files);
  expect(checked.length).toBeGreaterThan(5);
  const offenders = checked
    .filter((file) => OTHER_SPELLING.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));
  expect(offenders).toEqual([]);
  // And the one spelling is really used.
  expect(checked.some((file) => /50 كم/u.test(readFileSync(file, 'utf8')))).toBe(true);
});
