import { mkdtemp, mkdir, rm, writeFile, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtFileOf, createInlineStyles, inlineCss } from './inline-styles';

describe('stylesheets written into the page', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'inline-styles-'));
    await mkdir(path.join(root, 'shell', 'dist', 'static', 'css'), { recursive: true });
    await mkdir(path.join(root, 'mfe-blog', 'dist', 'static', 'css'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'static', 'css', 'main.1.css'), 'body{margin:0}');
    await writeFile(path.join(root, 'mfe-blog', 'dist', 'static', 'css', 'routes.2.css'), '.card{color:red}');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test("only the shell's and the hosted remotes' built files, never a path out of them", () => {
    expect(builtFileOf(root, '/static/css/main.1.css')).toBe(path.join(root, 'shell', 'dist', 'static', 'css', 'main.1.css'));
    expect(builtFileOf(root, '/remotes/mfe-blog/static/css/routes.2.css')).toBe(path.join(root, 'mfe-blog', 'dist', 'static', 'css', 'routes.2.css'));
    for (const href of ['/static/../../etc/passwd', '//cdn.example/x.css', 'https://blog.example/x.css', '/images/x.css', '/remotes/unknown/x.css', '/static/x.css?v=1']) {
      expect(builtFileOf(root, href), href).toBeNull();
    }
  });

  test('relative url()s point where they pointed from the file; absolute ones, data: and fragments are kept; nothing ends the element', () => {
    const css = `.a{background:url(../media/a.png)}.b{background:url("img/b.svg")}.c{background:url('/images/c.png')}.d{background:url(data:image/png;base64,AA==)}.e{mask:url(#m)}.f{content:"</style>"}\n/*# sourceMappingURL=x.css.map*/`;
    expect(inlineCss(css, '/remotes/mfe-blog/static/css/x.css')).toBe(
      `.a{background:url(/remotes/mfe-blog/static/media/a.png)}.b{background:url("/remotes/mfe-blog/static/css/img/b.svg")}.c{background:url('/images/c.png')}.d{background:url(data:image/png;base64,AA==)}.e{mask:url(#m)}.f{content:"<\\/style>"}`,
    );
  });

  test("written in once each, with a disabled link; a remote's link carries the origin; other origins and missing files stay links", async () => {
    const styles = createInlineStyles(root);
    const html = [
      '<head>',
      '<link href="/static/css/main.1.css" rel="stylesheet">',
      '<link rel="stylesheet" href="/remotes/mfe-blog/static/css/routes.2.css">',
      '<link rel="stylesheet" href="/static/css/main.1.css">',
      '<link rel="stylesheet" href="https://blog.example/static/css/routes.css">',
      '<link rel="stylesheet" href="/static/css/gone.css">',
      '<link rel="preload" href="/static/css/main.1.css" as="style">',
      '</head>',
    ].join('');
    expect(await styles.write(html, 'https://site.example')).toBe(
      [
        '<head>',
        '<style data-href="/static/css/main.1.css">body{margin:0}</style><link rel="stylesheet" href="/static/css/main.1.css" disabled>',
        '<style data-href="/remotes/mfe-blog/static/css/routes.2.css">.card{color:red}</style><link rel="stylesheet" href="https://site.example/remotes/mfe-blog/static/css/routes.2.css" disabled>',
        '<link rel="stylesheet" href="https://blog.example/static/css/routes.css">',
        '<link rel="stylesheet" href="/static/css/gone.css">',
        '<link rel="preload" href="/static/css/main.1.css" as="style">',
        '</head>',
      ].join(''),
    );
  });

  test('a file rebuilt in place is read again', async () => {
    const styles = createInlineStyles(root);
    const file = path.join(root, 'shell', 'dist', 'static', 'css', 'main.1.css');
    const link = '<link href="/static/css/main.1.css" rel="stylesheet">';
    expect(await styles.write(link, undefined)).toContain('body{margin:0}');
    await writeFile(file, 'body{margin:1px}');
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    expect(await styles.write(link, undefined)).toContain('body{margin:1px}');
    await writeFile(file, 'body{margin:0}');
  });
});
