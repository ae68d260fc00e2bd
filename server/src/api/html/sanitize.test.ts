import { expect, test } from 'vitest';
import { excerptOf, libraryPicturesOf, picturesFromElsewhere, sanitizeArticleHtml } from './sanitize';

test('removes script elements with their content', () => {
  const clean = sanitizeArticleHtml('<p>Hello</p><script>alert(1)</script><p>World</p>');
  expect(clean).toBe('<p>Hello</p><p>World</p>');
});

test('removes event handler attributes', () => {
  const clean = sanitizeArticleHtml(
    '<p><img src="/images/a.svg" onerror="alert(2)" alt="a"></p><p onclick="alert(3)">x</p>',
  );
  expect(clean).not.toMatch(/onerror|onclick|alert/);
  expect(clean).toBe('<p><img src="/images/a.svg" alt="a" /></p><p>x</p>');
});

test('keeps only pictures of the site itself (a root-relative source)', () => {
  const clean = sanitizeArticleHtml(
    '<p>a<img src=x onerror="alert(2)">b<img>c<img src="javascript:alert(1)">d<img src="https://cdn.example/p.png" width="10">e<img src="/images/p.png" width="10"></p>',
  );
  expect(clean).toBe('<p>abcde<img src="/images/p.png" width="10" alt="" /></p>');
});

test('keeps the media library’s addresses and the fixed pictures, nothing else of the site', () => {
  const clean = sanitizeArticleHtml(
    '<p><img src="/media/12-camion.webp" alt="Camion"><img src="/media/12-camion.svg"><img src="/media/x.png">' +
      '<img src="/media/12-camion.png?v=2"><img src="/api/staff/media/12"><img src="/staff/logout">' +
      '<img src="/images/../api/x.png"><img src="/images/articles/port.jpg"></p>',
  );
  expect(clean).toBe(
    '<p><img src="/media/12-camion.webp" alt="Camion" /><img src="/images/articles/port.jpg" alt="" /></p>',
  );
});

test('names the library pictures a body shows, each once, not those inside dropped markup', () => {
  expect(
    libraryPicturesOf(
      '<p><img src="/media/12-camion.webp"><img src="/media/7-quai.png"><img src="/media/12-camion.webp"></p>' +
        '<script><img src="/media/9-x.png"></script><img src="/images/a.svg"><img src="/media/8-x.gif">',
    ),
  ).toEqual([12, 7]);
});

test('names the pictures the policy refuses, as the sanitizer reads the markup', () => {
  expect(
    picturesFromElsewhere(
      '<p><img src="https://cdn.example/p.png"><img src="/images/a.svg"><img src="//evil.example/x.png"><img src=x><img></p>' +
        '<script><img src="https://in-a-script.example/x.png"></script>',
    ),
  ).toEqual(['https://cdn.example/p.png', '//evil.example/x.png']);
  expect(
    picturesFromElsewhere('<img src="data:image/png;base64,AAAA"><img src=" /\\evil.example/x.png">'),
  ).toHaveLength(2);
  expect(picturesFromElsewhere('<p><img src="/images/a.svg" alt="a"></p>')).toEqual([]);
});

test('removes javascript: and data: URLs but keeps http, https, mailto and relative ones', () => {
  const clean = sanitizeArticleHtml(
    '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="https://example.com">c</a>' +
      '<a href="mailto:ops@example.com">d</a><a href="/blog/2">e</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
  );
  expect(clean).not.toMatch(/javascript:|data:/i);
  expect(clean).toContain('href="https://example.com"');
  expect(clean).toContain('href="mailto:ops@example.com"');
  expect(clean).toContain('href="/blog/2"');
});

test('forces rel on links and drops target and unknown attributes', () => {
  const clean = sanitizeArticleHtml(
    '<a href="https://example.com" target="_blank" rel="opener" style="color:red">x</a>',
  );
  expect(clean).toBe('<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>');
});

test('keeps the allowed structure', () => {
  const html = '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><blockquote>d</blockquote>';
  expect(sanitizeArticleHtml(html)).toBe(html);
});

test('drops iframes, styles, forms and protocol-relative images', () => {
  const clean = sanitizeArticleHtml(
    '<iframe src="https://x.example"></iframe><style>p{}</style><form><input></form><img src="//evil.example/p.png">',
  );
  expect(clean).not.toMatch(/iframe|style|form|input|evil/);
});

test('the excerpt is the first paragraph', () => {
  expect(excerptOf('<h2>Intro</h2><p>First <strong>one</strong></p><p>Second</p>')).toBe(
    '<p>First <strong>one</strong></p>',
  );
});

test('without a paragraph the excerpt is the opening text', () => {
  expect(excerptOf('<h2>Only a title &amp; more</h2>')).toBe('<p>Only a title &amp; more</p>');
  expect(excerptOf('')).toBe('');
});
