import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { minimizers } from './browser-config';

// Minifies a stylesheet as the apps' production builds do and reads what comes out: the site's
// stylesheets use logical properties for right-to-left pages, which every browser the scripts run in
// knows, so none may be rewritten into per-language copies of its rule.

const STYLESHEET = `
.close { position: absolute; inset-inline-end: 1rem; margin-inline-start: auto; padding-inline: 0.5rem; }
.backdrop { backdrop-filter: blur(4px); }
`;

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'css-targets-'));
  await writeFile(path.join(root, 'index.js'), 'import "./page.css";\n');
  await writeFile(path.join(root, 'page.css'), STYLESHEET);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function minifiedCss(): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: './index.js',
    target: ['web', 'es2022'],
    output: { path: path.join(root, 'dist'), cssFilename: '[name].css' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    optimization: { minimize: true, minimizer: minimizers() },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  const css = (await readdir(path.join(root, 'dist'))).filter((file) => file.endsWith('.css'));
  expect(css).toHaveLength(1);
  return readFile(path.join(root, 'dist', css[0] as string), 'utf8');
}

test('logical properties stay as written, with no per-language copies, and the prefixes the targets need stay', async () => {
  const css = await minifiedCss();
  expect(css).toContain('inset-inline-end:1rem');
  expect(css).toContain('margin-inline-start:auto');
  expect(css).toContain('padding-inline:.5rem');
  expect(css).not.toContain(':lang(');
  expect(css).not.toMatch(/-(webkit|moz)-any/);
  // Safari before 18 reads backdrop-filter only prefixed: the targets still include it.
  expect(css).toContain('-webkit-backdrop-filter:blur(4px)');
});
