import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryEntry, sharedConfig } from '../../rspack/shared-modules';
import { chooseShare } from '../src/web/federation/share-isolation';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Can the deployed shell satisfy what a remote requires of the modules they share?
// The answer is the one the page's federation runtime will give (chooseShare, the
// isolation plugin's rule: docs/decisions/009-shared-versions.md), asked before the
// remote is deployed rather than in a visitor's browser.

/** One shared module as a mf-manifest.json lists it. */
export interface SharedEntry {
  name: string;
  /** The version this app bundles (for the shell: the one it provides). */
  version: string;
  singleton: boolean;
  /** The range this app requires; false for any. */
  requiredVersion: string | false;
}

/** Where the shell's manifest was read from, and what it shares. */
export interface ShellShares {
  source: string;
  shared: SharedEntry[];
}

/** What an app's build declares for every shared module (the entries of its mf-manifest.json). */
export function sharesOfBuild(appDir: string, host: boolean): SharedEntry[] {
  const sharedVersion = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', 'package.json'), 'utf8'))
    .version as string;
  return Object.entries(sharedConfig(host, false, appDir)).map(([name, item]) => ({
    name,
    version: item.version ?? (name.startsWith('@freight/shared/') ? sharedVersion : libraryEntry(appDir, name).version),
    singleton: item.singleton,
    requiredVersion: item.requiredVersion,
  }));
}

function entriesOf(manifest: unknown): SharedEntry[] {
  const shared = (manifest as { shared?: unknown }).shared;
  if (!Array.isArray(shared)) throw new Error('not a federation manifest: it has no `shared` list');
  return shared.map((entry: SharedEntry) => ({
    name: entry.name,
    version: entry.version,
    singleton: !!entry.singleton,
    requiredVersion: entry.requiredVersion ?? false,
  }));
}

/**
 * The deployed shell's shares, from `source` (default: the SHELL_MANIFEST_URL
 * variable), an http(s) URL or a file of its mf-manifest.json. Without one:
 * the local shell build's manifest, or when the shell is not built, what its
 * build would write (the same configuration: sharesOfBuild).
 */
export async function readShellShares(source = process.env.SHELL_MANIFEST_URL): Promise<ShellShares> {
  if (source && /^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return { source, shared: entriesOf(await response.json()) };
  }
  if (source) {
    const file = source.startsWith('file:') ? fileURLToPath(source) : path.resolve(source);
    return { source: file, shared: entriesOf(JSON.parse(await readFile(file, 'utf8'))) };
  }
  const built = path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json');
  if (existsSync(built)) return { source: built, shared: entriesOf(JSON.parse(await readFile(built, 'utf8'))) };
  return { source: "the shell's build configuration", shared: sharesOfBuild(path.join(REPO_ROOT, 'shell'), true) };
}

/**
 * What a remote requires that the shell cannot give it: a singleton the shell
 * does not provide, or provides at a version outside the remote's range. A
 * module that may be duplicated is never a problem: the remote runs its own copy.
 */
export function shellCompatibilityProblems(
  remote: string,
  required: readonly SharedEntry[],
  shell: readonly SharedEntry[],
): string[] {
  const provided = new Map(shell.map((entry) => [entry.name, entry.version]));
  return required.flatMap((entry) => {
    const hostVersion = provided.get(entry.name);
    if (hostVersion === undefined)
      return entry.singleton ? [`${remote} shares ${entry.name} as a singleton, which the shell does not provide`] : [];
    const choice = chooseShare({
      pkgName: entry.name,
      consumer: remote,
      hostVersion,
      hostPresent: true,
      requiredVersion: entry.requiredVersion,
      singleton: entry.singleton,
    });
    return choice.take === 'refuse' ? [choice.message] : [];
  });
}
