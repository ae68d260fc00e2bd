import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// STYLE.md: features never import each other; remotes never import each other
// or the shell; the one cross-package import is `shared`. No linter here runs on
// TypeScript 7, so this test enforces the boundaries by reading every import.
const root = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

function violations(app: string): string[] {
  const appDir = path.join(root, app);
  const found: string[] = [];
  for (const file of sources(path.join(appDir, 'src'))) {
    const where = path.relative(root, file);
    const feature = /src\/features\/([^/]+)\//.exec(where)?.[1];
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        const rel = path.relative(root, target);
        // Tests may read the shared translation files and the build's configuration; nothing else leaves the app.
        const isTest = /\.test\.tsx?$|\/test\//.test(where);
        const allowedForTests = isTest && (rel.startsWith('shared/locales/') || rel === 'rspack.apps' || rel === 'rspack.base');
        if (!rel.startsWith(`${app}/`) && !allowedForTests) found.push(`${where} reaches outside its app: ${spec}`);
        const targetFeature = /src\/features\/([^/]+)\//.exec(rel)?.[1];
        if (feature && targetFeature && targetFeature !== feature) found.push(`${where} imports feature ${targetFeature}: ${spec}`);
      } else if (APPS.some((other) => spec === `@freight/${other}` || spec.startsWith(`@freight/${other}/`))) {
        found.push(`${where} imports another app: ${spec}`);
      }
    }
  }
  return found;
}

test.each(APPS)('%s imports only itself, shared and libraries', (app) => {
  expect(violations(app)).toEqual([]);
});

test('shared imports no app', () => {
  const found = sources(path.join(root, 'shared', 'src')).flatMap((file) =>
    importsOf(file)
      .filter((spec) => APPS.some((app) => spec.startsWith(`@freight/${app}`)) || /\.\.\/\.\.\/\.\.\/(shell|mfe-)/.test(spec))
      .map((spec) => `${path.relative(root, file)}: ${spec}`),
  );
  expect(found).toEqual([]);
});
