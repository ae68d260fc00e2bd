#!/usr/bin/env node
// Version of the shared package (docs/decisions/009-shared-versions.md).
//   npm run shared:version   bump: minor when a module's exported names changed, patch otherwise
//   npm run shared:check     fail when the exports changed without a bump (CI, unit test)
// The exported names of every shared module are hashed into shared/exports.lock.json (checked in).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { requireProjectNode } from './node-runtime.mjs';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files of shared/src that are not modules other apps load: tests, declarations,
 * and the federation runtime plugins (bundled into every app, or every server build). Test support lives
 * in shared/test, outside src.
 */
const NOT_SHARED = /(\.test\.tsx?|\.d\.ts|\.lazy\.ts)$|^web\/federation\/(share-isolation|server-files)/;

/** Module names of the shared package (`web/ui/button`, `core/constants`...), sorted, and their files. */
export function sharedModules(root = defaultRoot) {
  const src = path.join(root, 'shared', 'src');
  const walk = (dir) =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return walk(file);
        return /\.tsx?$/.test(name) ? [file] : [];
      });
  return walk(src)
    .map((file) => ({ relative: path.relative(src, file).replace(/\\/g, '/'), file }))
    .filter(({ relative }) => !NOT_SHARED.test(relative))
    .map(({ relative, file }) => ({ name: relative.replace(/\.tsx?$/, ''), file }));
}

/** Names a module exports, sorted (values and types: both are the module's API). */
export function exportedNames(code) {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const names = new Set();
  const declared =
    /^\s*export\s+(default\s+)?(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const [, isDefault, name] of source.matchAll(declared)) names.add(isDefault ? 'default' : name);
  if (/^\s*export\s+default\s/m.test(source)) names.add('default');
  for (const [, list] of source.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const [, alias, from] of source.matchAll(/^\s*export\s+\*\s*(?:as\s+([\w$]+)\s*)?from\s*['"]([^'"]+)['"]/gm))
    names.add(alias ?? `* from ${from}`);
  return [...names].sort();
}

/** One hash per module of the list of names it exports. */
export function exportsSignature(root = defaultRoot) {
  return Object.fromEntries(
    sharedModules(root).map(({ name, file }) => [
      name,
      createHash('sha256')
        .update(exportedNames(readFileSync(file, 'utf8')).join('\n'))
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}

/** Modules added, removed or whose exported names changed since the lock. */
export function changedModules(locked, current) {
  const names = new Set([...Object.keys(locked), ...Object.keys(current)]);
  return [...names].filter((name) => locked[name] !== current[name]).sort();
}

export function nextVersion(version, apiChanged) {
  const [major, minor, patch] = version.split('.').map(Number);
  return apiChanged ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const lockPath = (root) => path.join(root, 'shared', 'exports.lock.json');

/**
 * The workspaces that depend on @freight/shared, with the range each declares. At one commit every
 * app is built against this shared: a range that does not take its version makes the federation
 * runtime refuse the app (the shell's own server build included: 009).
 */
export function sharedConsumers(root = defaultRoot) {
  const rootFile = path.join(root, 'package.json');
  const workspaces = existsSync(rootFile) ? (readJson(rootFile).workspaces ?? []) : [];
  return workspaces.flatMap((workspace) => {
    const file = path.join(root, workspace, 'package.json');
    if (!existsSync(file)) return [];
    const range = readJson(file).dependencies?.['@freight/shared'];
    return range ? [{ workspace, file, range }] : [];
  });
}

/** What is wrong with the checked-in lock, or [] when the version covers the exports. */
export function checkSharedVersion(root = defaultRoot) {
  const version = readJson(path.join(root, 'shared', 'package.json')).version;
  const lock = readJson(lockPath(root));
  const changed = changedModules(lock.modules, exportsSignature(root));
  const problems = [];
  if (changed.length)
    problems.push(
      `exports of @freight/shared changed without a version bump (${changed.join(', ')}): run npm run shared:version`,
    );
  if (lock.version !== version)
    problems.push(
      `shared/package.json says ${version}, shared/exports.lock.json ${lock.version}: run npm run shared:version`,
    );
  for (const { workspace, range } of sharedConsumers(root))
    if (!semver.satisfies(version, range))
      problems.push(
        `${workspace} depends on @freight/shared ${range}, which ${version} is not: run npm run shared:version`,
      );
  return problems;
}

/** Bumps shared/package.json (and the lock files) and records the exports. Returns the new version. */
export function bumpSharedVersion(root = defaultRoot) {
  const pkgFile = path.join(root, 'shared', 'package.json');
  const pkg = readJson(pkgFile);
  const lock = readJson(lockPath(root));
  const current = exportsSignature(root);
  const version = nextVersion(pkg.version, changedModules(lock.modules, current).length > 0);
  writeJson(pkgFile, { ...pkg, version });
  writeJson(lockPath(root), { version, modules: current });
  // Each app moves to the new version with it (a minor bump leaves ^0.x behind).
  const consumers = sharedConsumers(root).filter(({ range }) => !semver.satisfies(version, range));
  for (const { file } of consumers) {
    const app = readJson(file);
    writeJson(file, { ...app, dependencies: { ...app.dependencies, '@freight/shared': `^${version}` } });
  }
  const npmLockFile = path.join(root, 'package-lock.json');
  const npmLock = readJson(npmLockFile);
  if (npmLock.packages?.shared) {
    npmLock.packages.shared.version = version;
    for (const { workspace } of consumers) {
      const entry = npmLock.packages[workspace];
      if (entry?.dependencies?.['@freight/shared']) entry.dependencies['@freight/shared'] = `^${version}`;
    }
    writeJson(npmLockFile, npmLock);
  }
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  if (process.argv.includes('--check')) {
    const problems = checkSharedVersion();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length ? 1 : 0);
  }
  console.log(`@freight/shared ${bumpSharedVersion()}`);
}
