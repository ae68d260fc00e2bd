import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedPagesOf } from '../../rspack/published-pages';
import type { RemotePages } from '../src/core/federation/pages';
import { remoteApp, type RemoteName } from '../src/core/federation/apps';
import { contractProblems } from '../src/core/federation/contract-check';
import { readShellShares, sharesOfBuild, shellCompatibilityProblems } from './shell-compatibility';

// The contract tests every remote runs in its own pipeline (its src/exposes/contract*.test.ts),
// so a team learns it broke its promise to the shell before it deploys
// (docs/decisions/001-runtime-remotes.md, docs/decisions/009-shared-versions.md).

/** The folder of a remote, from the URL of one of its src/exposes test files. */
const appDirOf = (testFile: string) => path.resolve(path.dirname(fileURLToPath(testFile)), '..', '..');

/** Every module the apps table says the remote exposes, loaded from the file its build exposes. */
async function loadExposed(name: RemoteName, appDir: string): Promise<Record<string, unknown>> {
  const exposed: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(remoteApp(name).exposes))
    exposed[key] = await import(/* @vite-ignore */ path.join(appDir, file));
  return exposed;
}

/** The remote's contract: its exposed modules, its pages, and what its build publishes of them (no French fallback: a missing text is a problem). */
async function problemsOf(name: RemoteName, appDir: string): Promise<string[]> {
  const { PAGES: pages } = (await import(/* @vite-ignore */ path.join(appDir, 'src', 'config', 'pages.ts'))) as {
    PAGES: RemotePages;
  };
  return contractProblems(name, await loadExposed(name, appDir), pages, publishedPagesOf(appDir, pages, false));
}

/** The remote's contract, in a browser-like environment (jsdom). */
export function remoteContractTests(name: RemoteName, testFile: string): void {
  const appDir = appDirOf(testFile);

  test(`${name} exposes what the apps table lists, and routes exactly the pages it publishes, in its territory`, async () => {
    expect(await problemsOf(name, appDir)).toEqual([]);
  });

  test(`the deployed shell (SHELL_MANIFEST_URL, default the local shell) provides what ${name} requires`, async () => {
    const shell = await readShellShares();
    const problems = shellCompatibilityProblems(name, sharesOfBuild(appDir, false), shell.shared);
    expect(problems, `shell read from ${shell.source}`).toEqual([]);
  });
}

/** The remote's exposed modules load in Node, with no browser globals (the server renders them). */
export function remoteNodeLoadTests(name: RemoteName, testFile: string): void {
  const appDir = appDirOf(testFile);

  test(`${name}'s exposed modules load in Node`, async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(await problemsOf(name, appDir)).toEqual([]);
  });
}
