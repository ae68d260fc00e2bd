import path from 'node:path';
import { importsOf, isTestFile, REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// Features never import each other; remotes never import each other or the
// shell; the one cross-package import is `shared` (README.md, `npm run lint`).
// No linter here runs on TypeScript 7, so this test enforces the boundaries by
// reading every import. What each part of shared may import: shared-layers.test.ts.
const APPS = ['shell', 'mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog', 'mfe-staff'];

function violations(app: string): string[] {
  const appDir = path.join(root, app);
  const found: string[] = [];
  for (const file of sourceFiles(path.join(appDir, 'src'))) {
    const where = path.relative(root, file);
    const feature = /src\/features\/([^/]+)\//.exec(where)?.[1];
    for (const { spec } of importsOf(file)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        const rel = path.relative(root, target);
        // Tests may read the shared translation files and the build's configuration; nothing else leaves the app.
        const allowedForTests =
          isTestFile(file) && (rel.startsWith('shared/locales/') || rel === 'rspack/apps' || rel === 'rspack/base');
        if (!rel.startsWith(`${app}/`) && !allowedForTests) found.push(`${where} reaches outside its app: ${spec}`);
        const targetFeature = /src\/features\/([^/]+)\//.exec(rel)?.[1];
        if (feature && targetFeature && targetFeature !== feature)
          found.push(`${where} imports feature ${targetFeature}: ${spec}`);
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
  const found = [
    ...sourceFiles(path.join(root, 'shared', 'src')),
    ...sourceFiles(path.join(root, 'shared', 'test')),
  ].flatMap((file) =>
    importsOf(file)
      .map(({ spec }) => spec)
      .filter((spec) => {
        const reached = spec.startsWith('.')
          ? path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)[0]
          : undefined;
        return APPS.some((app) => spec.startsWith(`@freight/${app}`) || reached === app);
      })
      .map((spec) => `${path.relative(root, file)}: ${spec}`),
  );
  expect(found).toEqual([]);
});
