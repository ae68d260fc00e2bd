import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_APPS } from '../../shared/src/core/federation/apps';
import { readShellShares, shellCompatibilityProblems, type SharedEntry } from '../../shared/test/shell-compatibility';
import { ROOT } from './support/servers';

// The builds as they are deployed: what each remote's mf-manifest.json requires, the shell's
// mf-manifest.json provides (the remotes' contract tests ask the same of the shell's configuration
// before anything is built: shared/test/remote-contract.ts).

const manifestOf = (folder: string): { shared: SharedEntry[] } =>
  JSON.parse(readFileSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json'), 'utf8'));

test('the built shell provides every singleton library, each at a version', async () => {
  const shell = await readShellShares(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'));
  const singletons = shell.shared.filter((entry) => entry.singleton && !entry.name.startsWith('@freight/'));
  expect(singletons.map((entry) => entry.name).sort()).toEqual(
    [
      'i18next',
      'react',
      'react-dom',
      'react-dom/client',
      'react-i18next',
      'react-router-dom',
      'react/jsx-runtime',
      'swr',
      'swr/infinite',
    ].sort(),
  );
  for (const entry of singletons) expect(entry.version, entry.name).toMatch(/^\d+\.\d+\.\d+$/);
});

for (const app of REMOTE_APPS) {
  test(`the built shell satisfies what the built ${app.folder} requires`, async () => {
    const shell = await readShellShares(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'));
    const required = manifestOf(app.folder).shared.map((entry) => ({
      ...entry,
      requiredVersion: entry.requiredVersion ?? false,
    }));
    expect(required.length).toBeGreaterThan(5);
    expect(shellCompatibilityProblems(app.name, required, shell.shared)).toEqual([]);
  });
}
