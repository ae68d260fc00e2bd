import { plainText, summaryOf } from './page-head';

test('an HTML excerpt read as text', () => {
  expect(plainText('<p>Tanger&nbsp;Med &amp; <strong>Algésiras</strong>&#8239;: 2&nbsp;h</p>')).toBe(
    'Tanger Med & Algésiras : 2 h',
  );
});

test("an offer's description read as text: blocks apart, inline tags inside words' runs", () => {
  expect(plainText('<h2>Profil</h2><ul><li>Permis <strong>EC</strong>.</li><li>Arabe</li></ul><p>a<br />b</p>')).toBe(
    'Profil Permis EC. Arabe a b',
  );
});

test('a long text is cut on a word, with an ellipsis', () => {
  const text = 'mot '.repeat(60);
  const summary = summaryOf(text, 160);
  expect(summary.length).toBeLessThanOrEqual(160);
  expect(summary.endsWith('mot…')).toBe(true);
  expect(summaryOf('Court.')).toBe('Court.');
});
