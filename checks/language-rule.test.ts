import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root } from '@freight/shared/test/source-files';

// The product rules' "Languages" must say what ADR 004 decided: the address alone names the
// language. It once kept the older rule (?lng, a cookie, storage) long after 004 replaced it.

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** A markdown text as prose: one line, without emphasis marks. */
const prose = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ');

const adr = prose(read('docs/decisions/004-languages.md'));
const rules = prose(/^## Languages\n([\s\S]*?)(?=^## )/m.exec(read('docs/product-rules.md'))?.[1] ?? '');

/** What ADR 004 decided, as both documents must say it. */
const FACTS: Record<string, RegExp> = {
  'the address names the language': /\baddress (alone )?names the language\b/i,
  'nothing else chooses it': /\bnothing else chooses the language: not Accept-Language, not a cookie, not storage\b/i,
  '?lng answers 301 to its address': /`\?lng=xx` on any address answers 301 to that language's address/,
  'another language is only offered, by a banner': /\bbrowser prefers another language the site has\b[^.]*\bbanner\b/i,
};

test('product-rules.md has a Languages section', () => {
  expect(rules.length).toBeGreaterThan(200);
});

test.each(Object.entries(FACTS))('ADR 004 and product-rules.md both say: %s', (_fact, pattern) => {
  expect(adr).toMatch(pattern);
  expect(rules).toMatch(pattern);
});

test('the Languages rule names a cookie, storage or Accept-Language only to deny it as a source', () => {
  const sentences = rules.split(/(?<=[.;])\s+/);
  const found = sentences.filter(
    (sentence) => /cookie|storage|accept-language/i.test(sentence) && !/\b(not|never|nothing else)\b/i.test(sentence),
  );
  expect(found).toEqual([]);
});
