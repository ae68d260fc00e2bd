import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REACT_I18NEXT_EXPORTS, ROUTER_EXPORTS } from './apps';
import { sharedModules } from '../scripts/shared-version.mjs';
import { REPO_ROOT as root } from './app-options';

// Libraries every app shares, one copy per page (a second React or i18next on
// the page breaks hooks and translations). Each app requires the version range
// of its own package.json; docs/decisions/009-shared-versions.md.
export const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'swr',
  'swr/infinite',
];

/**
 * Modules of @freight/shared that hold state for the whole page: the i18n set-up
 * and the namespace gate (which translations are loaded), the toast store, the
 * API base and SWR cache settings, the texts the server formatted. One copy per page, the shell's: a remote that
 * needs a version the shell does not provide fails into its own fallback.
 * Every other module of shared (schemas, constants, ui components, formatters)
 * is stateless and may be duplicated: a remote that needs a newer one than the
 * shell provides runs its own copy. ADR 009.
 */
export const SHARED_SINGLETONS = [
  'web/api/client',
  'web/api/hooks',
  'web/html/sanitize',
  'web/i18n/formatted',
  'web/i18n/namespace',
  'web/i18n/namespace-gate',
  'web/i18n/ready',
  'web/i18n/setup',
  'web/profiles/page-profile',
  'web/ui/toast',
  'web/ui/toast-event',
];

type SharedItem = {
  singleton: boolean;
  requiredVersion: false | string;
  strictVersion?: boolean;
  version?: string;
  import?: string;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};
export type SharedConfig = Record<string, SharedItem>;

// The libraries the host needs before it can paint anything. In the host they are
// eager: bundled with its entry instead of negotiated one after the other, each
// a request the first render waits for. Remotes take the host's copies.
// (Not the router: eager cannot be combined with its tree-shaking.)
const hostEager = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next']);

function readJson(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8'));
}

type Exports = string | { [condition: string]: Exports } | null | undefined;

/** The file of `conditions` in a package.json `exports` value (import before require, as a bundler reads it). */
function exportTarget(value: Exports, conditions = ['import', 'module', 'default']): string | undefined {
  if (typeof value === 'string' || !value) return value ?? undefined;
  for (const condition of conditions) {
    const target = exportTarget(value[condition], conditions);
    if (target) return target;
  }
  return undefined;
}

/**
 * The installed version of a library an app shares, and its ES module file: the
 * host provides each singleton library from its own build at that version, also
 * one its own code never imports (swr/infinite: only remotes use it). Given by
 * name alone, such a library would be provided by no one but the first remote
 * that uses it, and the shell's manifest would list it without a version.
 */
export function libraryEntry(appDir: string, request: string): { version: string; file: string } {
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const manifestFile = fromApp.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    version: string;
    exports?: Record<string, Exports>;
  };
  const subpath = `.${request.slice(pkg.length)}`;
  const target = exportTarget(manifest.exports?.[subpath]);
  return {
    version: manifest.version,
    file: target ? path.join(path.dirname(manifestFile), target) : fromApp.resolve(request),
  };
}

/**
 * Modules of shared the shell's browser code imports itself (statically): they
 * come with its entry. Not its server renderer's (shell/src/server): what only
 * the server needs (the article sanitizer and its DOMPurify) would
 * otherwise be in every page's first script.
 */
function hostImportedSharedModules(): Set<string> {
  const found = new Set<string>();
  const serverDir = path.join(root, 'shell', 'src', 'server');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (file === serverDir) continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}test${path.sep}`)) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /^import\s+(?!type\s)[^;]*?from\s+'@freight\/shared\/([^']+)'/gm,
        ))
          found.add(match[1]!);
      }
    }
  };
  walk(path.join(root, 'shell', 'src'));
  return found;
}

/**
 * The modules of shared that the host's eager ones import, at any depth (by the package's name or
 * relatively): a singleton among them is consumed synchronously while the entry starts, so it has
 * to come with the entry too.
 */
function reachedFrom(start: Set<string>, modules: { name: string; file: string }[]): Set<string> {
  const byFile = new Map(modules.map(({ name, file }) => [file.replace(/\.tsx?$/, ''), name]));
  const fileOf = new Map(modules.map(({ name, file }) => [name, file]));
  const reached = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const name = queue.pop()!;
    const file = fileOf.get(name);
    if (reached.has(name) || !file) continue;
    reached.add(name);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
      if (spec!.startsWith('@freight/shared/')) queue.push(spec!.slice('@freight/shared/'.length));
      else if (spec!.startsWith('.')) {
        const target = byFile.get(path.resolve(path.dirname(file), spec!));
        if (target) queue.push(target);
      }
    }
  }
  return reached;
}

export function sharedConfig(host: boolean, dev: boolean, appDir: string): SharedConfig {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const required = (name: string): string | false => deps[name.startsWith('@') ? name : name.split('/')[0]!] ?? false;
  const shared: SharedConfig = {};
  for (const name of SHARED_LIBRARIES)
    shared[name] = { singleton: true, requiredVersion: required(name), strictVersion: true };
  // Tree-shaking a shared module breaks development bundles ("require_runtime.__exportAll is
  // not a function": a blank page for every team), and size matters only in production.
  if (!dev)
    shared['react-router-dom'] = {
      ...shared['react-router-dom']!,
      treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
    };
  if (host) for (const name of hostEager) shared[name] = { ...shared[name]!, eager: true };
  if (host) {
    for (const name of SHARED_LIBRARIES) {
      const { version, file } = libraryEntry(appDir, name);
      // Eager, so the runtime would not tree-shake it: the host's copy is the entry cut to what the apps use.
      const cut = name === 'react-i18next' && !dev ? `?exports=${REACT_I18NEXT_EXPORTS.join(',')}` : '';
      shared[name] = { ...shared[name]!, version, import: `${file}${cut}` };
    }
  }

  // The stateful modules of shared, each with the shared package's version: one copy per page,
  // the shell's (it provides them all, so the share scope is filled by the shell first and a
  // remote never takes another remote's copy: shared/src/web/federation/share-isolation.ts).
  // The stateless rest (schemas, constants, ui components, formatters) is bundled by each app
  // that imports it, tree-shaken: every shared module costs the federation runtime a round of
  // registration hooks at start-up, the largest script cost of a page (ADR 027).
  const version = readJson(path.join(root, 'shared', 'package.json')).version;
  const requiredShared = required('@freight/shared');
  const modules = sharedModules(root);
  const hostImports = host ? reachedFrom(hostImportedSharedModules(), modules) : new Set<string>();
  const singletonModules = new Set(SHARED_SINGLETONS);
  for (const { name, file } of modules) {
    if (!singletonModules.has(name)) continue;
    shared[`@freight/shared/${name}`] = {
      singleton: true,
      requiredVersion: requiredShared,
      strictVersion: true,
      version,
      ...(host ? { import: file, eager: hostImports.has(name) } : {}),
    };
  }
  return shared;
}

/** The shared modules of a server build: the browser's, without tree-shaking (nor an entry cut to some exports), and every one eager in the host (one copy per process, the shell's, before any remote is loaded). */
export function serverSharedConfig(host: boolean, appDir: string): SharedConfig {
  const shared = sharedConfig(host, false, appDir);
  for (const [name, item] of Object.entries(shared)) {
    const { treeShaking: _dropped, ...rest } = item;
    const whole = rest.import ? { ...rest, import: rest.import.replace(/\?exports=.*$/, '') } : rest;
    shared[name] = host ? { ...whole, eager: true } : whole;
  }
  return shared;
}
