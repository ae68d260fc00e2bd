import { expect, test } from 'vitest';
import { escapeHtml } from './escape-html';

test('escapes what could end a text or a double-quoted attribute', () => {
  expect(escapeHtml('a "quoted" <b> & </title><script>')).toBe(
    'a &quot;quoted&quot; &lt;b&gt; &amp; &lt;/title&gt;&lt;script&gt;',
  );
});

test('leaves apostrophes and other text as written', () => {
  expect(escapeHtml("l'entreprise — شركة")).toBe("l'entreprise — شركة");
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});
