import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';
import { SHARED_SINGLETONS } from '../rspack/shared-modules';

// Only the stateful modules of shared go through federation (rspack/shared-modules.ts); every app
// bundles the rest itself. A bundled module that imported a stateful one by a relative path would
// bring a second copy of it (a second toast store, API base or i18n set-up) into that remote:
// federation matches the package's name, never a file.

const src = path.join(root, 'shared', 'src');
const singletonFiles = new Set(SHARED_SINGLETONS.map((name) => path.join(src, name)));

test('shared imports its stateful modules by the package name, never by a relative path', () => {
  const files = sourceFiles(src, { tests: false });
  expect(files.length).toBeGreaterThan(50);
  const relative: string[] = [];
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      if (singletonFiles.has(path.resolve(path.dirname(file), spec!)))
        relative.push(`${path.relative(root, file)} imports '${spec}'`);
    }
  }
  expect(relative).toEqual([]);
});
