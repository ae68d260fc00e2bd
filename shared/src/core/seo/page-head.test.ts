import { plainText, summaryOf } from './page-head';

test('an HTML excerpt read as text', () => {
  expect(plainText('<p>Tanger&nbsp;Med &amp; <strong>Algésiras</strong>&#8239;: 2&nbsp;h</p>')).toBe(
    'Tanger Med & Algésiras : 2 h',
  );
});

test('a long text is cut on a word, with an ellipsis', () => {
  const text = 'mot '.repeat(60);
  const summary = summaryOf(text, 160);
  expect(summary.length).toBeLessThanOrEqual(160);
  expect(summary.endsWith('mot…')).toBe(true);
  expect(summaryOf('Court.')).toBe('Court.');
});
