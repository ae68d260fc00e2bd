// What the floors' browser builds share: the site's React 19 from the repository's root
// (e2e/node_modules holds a React 18 for a fixture), and running an rspack build to its end.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const rootRequire = createRequire(path.resolve(here, '../../../package.json'));
export const reactAlias = {
  react$: path.dirname(rootRequire.resolve('react/package.json')),
  'react-dom$': path.dirname(rootRequire.resolve('react-dom/package.json')),
  'react-dom/client$': rootRequire.resolve('react-dom/client'),
};

/** Runs one rspack build; rejects with its errors. */
export function runBuild(config) {
  const compiler = rspack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
}
