import { sanitizeHtml } from './sanitize';

test('removes scripts, event handlers and javascript: URLs', () => {
  const dirty =
    '<p>Hi</p><script>window.x=1</script><img src="x.png" onerror="window.x=2"><a href="javascript:alert(1)">go</a>';
  const clean = sanitizeHtml(dirty);
  expect(clean).not.toMatch(/script/i);
  expect(clean).not.toMatch(/onerror/i);
  expect(clean).not.toMatch(/javascript:/i);
  expect(clean).toContain('<p>Hi</p>');
  expect(clean).toContain('<a rel="noopener noreferrer nofollow">go</a>');
});

test('keeps safe links and structure', () => {
  const clean = sanitizeHtml('<h2>Title</h2><ul><li><a href="https://example.com" target="_blank">x</a></li></ul>');
  expect(clean).toContain('<h2>Title</h2>');
  expect(clean).toContain('href="https://example.com"');
  expect(clean).toContain('rel="noopener noreferrer nofollow"');
  expect(clean).not.toContain('target');
});

test('drops iframes, styles and data attributes', () => {
  const clean = sanitizeHtml('<iframe src="https://evil"></iframe><p style="color:red" data-x="1">t</p>');
  expect(clean).toBe('<p>t</p>');
});

test('images without alt text become decorative', () => {
  expect(sanitizeHtml('<p><img src="/images/a.svg"></p>')).toBe('<p><img src="/images/a.svg" alt=""></p>');
});

test('of the site, only the media library’s pictures and the fixed ones under /images/ are kept', () => {
  expect(
    sanitizeHtml(
      '<p><img src="/media/12-camion.webp" alt="Camion"><img src="/media/12.svg"><img src="/staff/logout"><img src="/a.svg"></p>',
    ),
  ).toBe('<p><img src="/media/12-camion.webp" alt="Camion"></p>');
});

test('pictures from another host or a page-relative path are dropped', () => {
  expect(
    sanitizeHtml('<p>a<img src="https://cdn.example/p.png">b<img src="p.png">c<img src="//cdn.example/p.png"></p>'),
  ).toBe('<p>abc</p>');
});
