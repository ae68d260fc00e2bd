import { mkdtemp, mkdir, rm, writeFile, utimes } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  builtFileOf,
  classesOf,
  createInlineStyles,
  inlineCss,
  partsOf,
  unusedSheets,
  withoutRepeats,
} from './inline-styles';

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
    expect(builtFileOf(root, '/static/css/main.1.css')).toBe(
      path.join(root, 'shell', 'dist', 'static', 'css', 'main.1.css'),
    );
    expect(builtFileOf(root, '/remotes/mfe-blog/static/css/routes.2.css')).toBe(
      path.join(root, 'mfe-blog', 'dist', 'static', 'css', 'routes.2.css'),
    );
    for (const href of [
      '/static/../../etc/passwd',
      '//cdn.example/x.css',
      'https://blog.example/x.css',
      '/images/x.css',
      '/remotes/unknown/x.css',
      '/static/x.css?v=1',
    ]) {
      expect(builtFileOf(root, href), href).toBeNull();
    }
  });

  test('relative url()s point where they pointed from the file; absolute ones, data: and fragments are kept; nothing ends the element', () => {
    const css = `.a{background:url(../media/a.png)}.b{background:url("img/b.svg")}.c{background:url('/images/c.png')}.d{background:url(data:image/png;base64,AA==)}.e{mask:url(#m)}.f{content:"</style>"}\n/*# sourceMappingURL=x.css.map*/`;
    expect(inlineCss(css, '/remotes/mfe-blog/static/css/x.css')).toBe(
      `.a{background:url(/remotes/mfe-blog/static/media/a.png)}.b{background:url("/remotes/mfe-blog/static/css/img/b.svg")}.c{background:url('/images/c.png')}.d{background:url(data:image/png;base64,AA==)}.e{mask:url(#m)}.f{content:"<\\/style>"}`,
    );
  });

  test("written in once each, with a disabled link; a remote's link carries the origin; a missing file stays a link", async () => {
    const styles = createInlineStyles(root);
    const html = [
      '<head>',
      '<link href="/static/css/main.1.css" rel="stylesheet">',
      '<link rel="stylesheet" href="/remotes/mfe-blog/static/css/routes.2.css">',
      '<link rel="stylesheet" href="/static/css/main.1.css">',
      '<link rel="stylesheet" href="/static/css/gone.css">',
      '<link rel="preload" href="/static/css/main.1.css" as="style">',
      '</head>',
    ].join('');
    expect(await styles.write(html, 'https://site.example')).toBe(
      [
        '<head>',
        '<style data-href="/static/css/main.1.css">body{margin:0}</style><link rel="stylesheet" href="/static/css/main.1.css" disabled>',
        '<style data-href="/remotes/mfe-blog/static/css/routes.2.css">.card{color:red}</style><link rel="stylesheet" href="https://site.example/remotes/mfe-blog/static/css/routes.2.css" disabled>',
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

  describe('of a remote on another origin', () => {
    let server: http.Server;
    let origin: string;
    const asked: string[] = [];
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        asked.push(req.url ?? '');
        const send = () =>
          res.writeHead(200, { 'content-type': 'text/css' }).end('.post{background:url(../media/p.png)}');
        if (req.url === '/blog/static/css/routes.css') return send();
        if (req.url === '/blog/static/css/slow.css') return void setTimeout(send, 600);
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    test('fetched once and written in, its url()s on its origin', async () => {
      const styles = createInlineStyles(root, { distantWaitMs: 2_000 });
      const link = `<link rel="stylesheet" href="${origin}/blog/static/css/routes.css">`;
      const expected = `<style data-href="${origin}/blog/static/css/routes.css">.post{background:url(${origin}/blog/static/media/p.png)}</style><link rel="stylesheet" href="${origin}/blog/static/css/routes.css" disabled>`;
      expect(await styles.write(link, 'https://site.example')).toBe(expected);
      expect(await styles.write(link, 'https://site.example')).toBe(expected);
      expect(asked.filter((url) => url === '/blog/static/css/routes.css')).toHaveLength(1);
    });

    test('slower than the wait, or absent: preloaded, never a render-blocking link; written in once it has come', async () => {
      const styles = createInlineStyles(root, { distantWaitMs: 100 });
      const slow = `<link rel="stylesheet" href="${origin}/blog/static/css/slow.css">`;
      const started = Date.now();
      expect(await styles.write(slow, undefined)).toBe(
        `<link rel="preload" href="${origin}/blog/static/css/slow.css" as="style">`,
      );
      expect(Date.now() - started).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await styles.write(slow, undefined)).toContain(`<style data-href="${origin}/blog/static/css/slow.css">`);
      const absent = `<link rel="stylesheet" href="${origin}/blog/static/css/gone.css">`;
      expect(await styles.write(absent, undefined)).toBe(
        `<link rel="preload" href="${origin}/blog/static/css/gone.css" as="style">`,
      );
      const down = `<link rel="stylesheet" href="http://127.0.0.1:9/x.css">`;
      expect(await styles.write(down, undefined)).toBe(
        '<link rel="preload" href="http://127.0.0.1:9/x.css" as="style">',
      );
    });
  });

  describe('repeats across the stylesheets of a page', () => {
    test('a rule or block a later stylesheet repeats is dropped from the earlier one; the last copy stays where it was', () => {
      const shell = '.a{color:red}.b{margin:0}@media (min-width:40rem){.a{color:blue}}';
      const home = '.c{padding:0}.a{color:red}@media (min-width:40rem){.a{color:blue}}';
      const contact = '.a{color:red}.d{gap:1rem}';
      expect(withoutRepeats([shell, home, contact])).toEqual([
        '.b{margin:0}',
        '.c{padding:0}@media (min-width:40rem){.a{color:blue}}',
        contact,
      ]);
    });

    test('a rule repeated within one stylesheet keeps its last place', () => {
      expect(withoutRepeats(['.a{color:red}.b{color:blue}.a{color:red}'])).toEqual(['.b{color:blue}.a{color:red}']);
    });

    test('what sets an order of its own is never dropped: layers, imports', () => {
      const first = '@layer base,components;@import url(/x.css);.a{color:red}';
      const second = '@layer base,components;@import url(/x.css);.a{color:red}';
      expect(withoutRepeats([first, second])).toEqual(['@layer base,components;@import url(/x.css);', second]);
    });

    test('a stylesheet with nothing repeated is written byte for byte; one postcss cannot read is left whole', () => {
      const plain = '/* kept */ .a { color: red }\n.b{ margin : 0 }';
      const broken = '.a{color:red';
      expect(withoutRepeats([plain, '.c{color:blue}'])).toEqual([plain, '.c{color:blue}']);
      expect(withoutRepeats([broken, '.a{color:red}'])[0]).toBe(broken);
    });

    // The cascade of rules of one specificity: for each class and property, the last declaration wins.
    function cascade(sheets: string[]): Map<string, string> {
      const won = new Map<string, string>();
      for (const sheet of sheets)
        for (const [, selector, body] of sheet.matchAll(/\.([a-z])\{([^}]*)\}/g))
          for (const declaration of body!.split(';').filter(Boolean)) {
            const [property, value] = declaration.split(':');
            won.set(`${selector} ${property}`, value!);
          }
      return won;
    }

    test('no class ends with another value than before (a model of the cascade, 500 random pages)', () => {
      const rule = fc
        .tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('color', 'margin'), fc.constantFrom('0', '1', '2'))
        .map(([selector, property, value]) => `.${selector}{${property}:${value}}`);
      const sheet = fc.array(rule, { maxLength: 6 }).map((rules) => rules.join(''));
      fc.assert(
        fc.property(fc.array(sheet, { minLength: 1, maxLength: 5 }), (sheets) => {
          const kept = withoutRepeats(sheets);
          expect(cascade(kept)).toEqual(cascade(sheets));
          expect(kept.join('').length).toBeLessThanOrEqual(sheets.join('').length);
        }),
        { numRuns: 500 },
      );
    });

    test('the page is written with the repeats dropped, each file still once with its disabled link', async () => {
      await writeFile(path.join(root, 'shell', 'dist', 'static', 'css', 'theme.3.css'), '.card{color:red}.x{gap:0}');
      const styles = createInlineStyles(root);
      const html =
        '<link rel="stylesheet" href="/static/css/theme.3.css"><link rel="stylesheet" href="/remotes/mfe-blog/static/css/routes.2.css">';
      const expected =
        '<style data-href="/static/css/theme.3.css">.x{gap:0}</style><link rel="stylesheet" href="/static/css/theme.3.css" disabled>' +
        '<style data-href="/remotes/mfe-blog/static/css/routes.2.css">.card{color:red}</style><link rel="stylesheet" href="/remotes/mfe-blog/static/css/routes.2.css" disabled>';
      expect(await styles.write(html, undefined)).toBe(expected);
      expect(await styles.write(html, undefined)).toBe(expected);
    });
  });

  describe("a remote's stylesheets the page does not use", () => {
    const unused = (sheets: { css: string; optional?: boolean }[], classes: string[]) =>
      [
        ...unusedSheets(
          sheets.map(({ css, optional = true }) => ({ parts: partsOf(css), optional })),
          new Set(classes),
        ),
      ].sort();

    test("left out when no rule styles an element of the page, or a later one that stays repeats it; the shell's always stay", () => {
      const shell = { css: '.layout{margin:0}.toast{color:red}', optional: false };
      const contact = { css: '.btn{color:red}.contact{gap:0}' };
      const home = { css: '.btn{color:red}.home{margin:0}' };
      expect(unused([shell, contact, home], ['layout', 'btn', 'home'])).toEqual([1]);
      // The button's last copy is the contact page's: it stays, so that the button's rules keep their place.
      expect(unused([shell, home, contact], ['layout', 'btn', 'home'])).toEqual([]);
      expect(unused([shell, contact, home], ['layout'])).toEqual([1, 2]);
      expect(unused([{ css: '.toast{color:red}', optional: false }], [])).toEqual([]);
    });

    test('a rule is taken as styling the page unless a class its selector requires is on no element', () => {
      const used = (css: string, classes: string[] = []) => unused([{ css }], classes).length === 0;
      expect(used('h2{margin:0}')).toBe(true);
      expect(used('[dir=rtl] .x .y{margin:0}', ['x'])).toBe(false);
      expect(used('.x:not(.y){margin:0}', ['x'])).toBe(true);
      expect(used(':is(.x,.y) p{margin:0}')).toBe(true);
      expect(used('.x,.y{margin:0}', ['y'])).toBe(true);
      expect(used('.x::before{content:""}', [])).toBe(false);
      expect(used('a[href$=".pdf"]{margin:0}')).toBe(true);
      expect(used('.a\\:b{margin:0}')).toBe(true);
      expect(used('@media (min-width:40rem){.x{margin:0}}', [])).toBe(false);
      expect(used('@media (min-width:40rem){.x{margin:0}body{margin:0}}', [])).toBe(true);
      expect(used('@font-face{font-family:x;src:url(/x.woff2)}')).toBe(true);
      expect(used('.x{margin:0', [])).toBe(true); // Not read: kept whole.
    });

    test('a @keyframes block is used when a rule that styles the page names it', () => {
      const spinner = '@keyframes spin{to{transform:rotate(1turn)}}';
      expect(unused([{ css: `.s{animation:1s spin}`, optional: false }, { css: spinner }], ['s'])).toEqual([]);
      expect(unused([{ css: `.s{animation:1s spin}`, optional: false }, { css: spinner }], [])).toEqual([1]);
      expect(unused([{ css: `.s{animation:1s spinner}`, optional: false }, { css: spinner }], ['s'])).toEqual([1]);
    });

    test('every class of the HTML, from every element', () => {
      expect([
        ...classesOf('<div class="a  b"><svg class="c"></svg><p class="">x</p><span class="a"></span></div>'),
      ]).toEqual(['a', 'b', 'c']);
    });

    // Each element's value of each property: the last declaration of the rules that match it (one specificity).
    function styled(sheets: string[], elements: string[][]): string[] {
      return elements.map((element) => {
        const won = new Map<string, string>();
        for (const sheet of sheets)
          for (const [, selector = '', body = ''] of sheet.matchAll(/([.a-z]+)\{([^}]*)\}/g)) {
            if (
              !selector
                .split('.')
                .filter(Boolean)
                .every((name) => element.includes(name))
            )
              continue;
            for (const declaration of body.split(';').filter(Boolean)) {
              const [property, value] = declaration.split(':');
              won.set(property!, value!);
            }
          }
        return JSON.stringify([...won].sort());
      });
    }

    test('every element of the page ends with the values it had with every stylesheet (a model of the cascade, 500 random pages)', () => {
      const name = fc.constantFrom('a', 'b', 'c', 'd', 'e');
      const rule = fc
        .tuple(
          fc.array(name, { minLength: 1, maxLength: 2 }),
          fc.constantFrom('color', 'margin'),
          fc.constantFrom('0', '1'),
        )
        .map(([names, property, value]) => `.${names.join('.')}{${property}:${value}}`);
      const sheet = fc.array(rule, { maxLength: 5 }).map((rules) => rules.join(''));
      const element = fc.uniqueArray(name, { maxLength: 3 });
      fc.assert(
        fc.property(
          fc.array(sheet, { minLength: 1, maxLength: 5 }),
          fc.array(element, { maxLength: 4 }),
          (sheets, elements) => {
            const left = unusedSheets(
              sheets.map((css) => ({ parts: partsOf(css), optional: true })),
              new Set(elements.flat()),
            );
            const sent = withoutRepeats(sheets.filter((_, i) => !left.has(i)));
            expect(styled(sent, elements)).toEqual(styled(sheets, elements));
          },
        ),
        { numRuns: 500 },
      );
    });

    test("with the content's classes, an unused remote stylesheet is neither written in nor linked", async () => {
      const css = path.join(root, 'mfe-blog', 'dist', 'static', 'css');
      await writeFile(path.join(css, 'article.5.css'), '.card{color:red}.article{gap:0}');
      await writeFile(path.join(css, 'list.4.css'), '.card{color:red}.list{gap:0}');
      const styles = createInlineStyles(root);
      const link = (href: string) => `<link rel="stylesheet" href="${href}">`;
      const written = (href: string, text: string) =>
        `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled>`;
      const [main, article, list] = [
        '/static/css/main.1.css',
        '/remotes/mfe-blog/static/css/article.5.css',
        '/remotes/mfe-blog/static/css/list.4.css',
      ] as const;
      const html = `${link(main)}${link(article)}${link(list)}`;
      const shell = written(main, 'body{margin:0}');
      expect(await styles.write(html, undefined, classesOf('<ul class="list"><li class="card">x</li></ul>'))).toBe(
        `${shell}${written(list, '.card{color:red}.list{gap:0}')}`,
      );
      // The list's stylesheet holds the card's last copy: it stays, and the card's rules keep their place.
      const both = `${shell}${written(article, '.article{gap:0}')}${written(list, '.card{color:red}.list{gap:0}')}`;
      expect(
        await styles.write(html, undefined, classesOf('<article class="article"><p class="card">x</p></article>')),
      ).toBe(both);
      // Without the content (a page the server could not render), every stylesheet.
      expect(await styles.write(html, undefined)).toBe(both);
      expect(await styles.write(html, undefined, new Set())).toBe(shell);
    });
  });
});
