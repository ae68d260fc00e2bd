import path from 'node:path';
import { codeOf, importsOf, isTestFile, REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// The three parts of shared (shared/README.md, "Layers"): core is isomorphic, the
// API and the server renderer import it; web is React and the browser; test is
// test support. These tests keep each import on its side of the line.

const APPS = ['shell', 'mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog', 'mfe-staff'];
const CORE = path.join(root, 'shared', 'src', 'core');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Where an import lands: a repository path for relative and `@freight/shared` imports, else the package. */
function target(file: string, spec: string): string {
  if (spec.startsWith('.')) return rel(path.resolve(path.dirname(file), spec));
  const shared = /^@freight\/shared\/(.+)$/.exec(spec)?.[1];
  if (shared) return shared.startsWith('test/') ? `shared/${shared}` : `shared/src/${shared}`;
  return spec;
}

/** `file: spec` for every import of the files that `bad` refuses. */
function offending(files: string[], bad: (to: string, typeOnly: boolean) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(({ spec, typeOnly }) => bad(target(file, spec), typeOnly))
      .map(({ spec }) => `${rel(file)}: ${spec}`),
  );
}

/** Libraries that need React, the DOM or a test runner. */
const NOT_ISOMORPHIC =
  /^(react|react-dom|react-i18next|swr|dompurify|msw|radix-ui)(\/|$)|^@radix-ui\/|^i18next-browser-|^@testing-library\//;

test("the API imports only the core of shared (and the shared translations; its tests, the site's pages)", () => {
  const api = sourceFiles(path.join(root, 'server'));
  expect(api.length).toBeGreaterThan(50);
  const code = api.filter((file) => !isTestFile(file));
  const tests = api.filter((file) => isTestFile(file));
  const outsideCore = (to: string) =>
    to.startsWith('shared/') && !to.startsWith('shared/src/core/') && !to.startsWith('shared/locales/');
  expect(offending(code, outsideCore)).toEqual([]);
  // The API's tests read the pages the remotes' sources publish (shared/test/site-catalog.ts), and
  // hold the browser's article sanitizer to the server's (server/test/article-html-policy.test.ts).
  const testsMayRead = new Set(['shared/test/site-catalog', 'shared/src/web/html/sanitize']);
  expect(offending(tests, (to) => outsideCore(to) && !testsMayRead.has(to))).toEqual([]);
});

test('core imports neither web, test support, React nor browser libraries', () => {
  const core = sourceFiles(CORE, { tests: false });
  expect(core.length).toBeGreaterThan(20);
  const found = offending(
    core,
    (to, typeOnly) =>
      to.startsWith('shared/src/web/') ||
      to.startsWith('shared/test/') ||
      NOT_ISOMORPHIC.test(to) ||
      // Route objects are react-router's type; the library itself is the browser's.
      (to === 'react-router-dom' && !typeOnly),
  );
  expect(found).toEqual([]);
});

test('core touches no browser global', () => {
  const globals =
    /(?<![\w$.])(window|document|localStorage|sessionStorage|navigator)(?![\w$])|globalThis\.(window|document|localStorage|sessionStorage|navigator)\b/;
  const found = sourceFiles(CORE, { tests: false })
    .filter((file) => globals.test(codeOf(file)))
    .map(rel);
  expect(found).toEqual([]);
});

test('no module of shared imports test support', () => {
  const modules = sourceFiles(path.join(root, 'shared', 'src'), { tests: false });
  expect(offending(modules, (to) => to.startsWith('shared/test/'))).toEqual([]);
});

test.each(APPS)('the code of %s (not its tests) never imports shared test support', (app) => {
  const code = sourceFiles(path.join(root, app, 'src')).filter((file) => !isTestFile(file));
  expect(code.length).toBeGreaterThan(3);
  expect(offending(code, (to) => to.startsWith('shared/test/'))).toEqual([]);
});

// One normaliser of language codes, languageOf / toLanguage in core/constants.ts
// ('ar-MA' -> 'ar', anything unknown -> 'fr'): nobody else cuts, lowers or
// defaults a language code, nor asks i18next for a direction of its own.
test('language codes are normalised only by languageOf and toLanguage', () => {
  const normalisers = [
    /\b(lng|lang|language|resolvedLanguage|locale)\b\??\.(split|slice|substring|substr|startsWith|toLowerCase)\(/,
    /\b(resolvedLanguage|language|lng|lang)\s*\?\?\s*''/,
    /\bi18n(ext)?\.dir\(/,
  ];
  const dirs = ['shared/src', 'server/src', ...APPS.map((app) => `${app}/src`)];
  const found = dirs
    .flatMap((dir) => sourceFiles(path.join(root, dir), { tests: false }))
    .filter((file) => !file.endsWith(path.join('core', 'constants.ts')))
    .flatMap((file) => {
      const code = codeOf(file);
      return normalisers.filter((pattern) => pattern.test(code)).map((pattern) => `${rel(file)}: ${pattern.source}`);
    });
  expect(found).toEqual([]);
});
