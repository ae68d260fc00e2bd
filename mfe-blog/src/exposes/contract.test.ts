import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApp } from '@freight/shared/core/federation/apps';
import { contractProblems } from '@freight/shared/core/federation/contract-check';

// This remote's promise to the shell (shared/src/core/federation/contract-check.ts): the
// modules the apps table says it exposes load, from the files the build exposes, with
// the shape the shell reads, and its routes cover exactly the paths the shell sends it.
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('mfe_blog keeps its contract with the shell', async () => {
  const exposed: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(remoteApp('mfe_blog').exposes)) exposed[key] = await import(path.join(appDir, file));
  expect(contractProblems('mfe_blog', exposed)).toEqual([]);
});
