import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bumpSharedVersion,
  changedModules,
  checkSharedVersion,
  exportedNames,
  nextVersion,
  sharedModules,
} from '../../../../scripts/shared-version.mjs';

const root = path.resolve(__dirname, '../../../..');

// The checked-in lock must cover the exports: a change to what shared exports
// without `npm run shared:version` fails here (and in `npm run shared:check`).
test('the shared version covers the exported names of every shared module', () => {
  expect(checkSharedVersion(root)).toEqual([]);
});

test('the exported names of a module: declarations, lists, re-exports and default', () => {
  const code = [
    '// export const commented = 1;',
    'export const A = 1, ignored = 2;',
    'export async function load() {}',
    'export type Kind = "a";',
    'export interface Props {}',
    'export { b, c as d } from "./x";',
    'export type { E } from "./y";',
    'export * from "./z";',
    'export default function Page() {}',
    'const local = 3;',
  ].join('\n');
  expect(exportedNames(code)).toEqual(['* from ./z', 'A', 'E', 'Kind', 'Props', 'b', 'd', 'default', 'load']);
});

test('tests, test helpers and the runtime plugin are not shared modules', () => {
  const names = sharedModules(root).map((module) => module.name);
  expect(names).toContain('web/i18n/namespace-gate');
  expect(names).toContain('web/ui/button');
  expect(names.some((name) => /\.test$|test-utils|test-server|fixtures|share-isolation/.test(name))).toBe(false);
});

test('minor for an API change, patch otherwise', () => {
  expect(nextVersion('0.2.3', true)).toBe('0.3.0');
  expect(nextVersion('0.2.3', false)).toBe('0.2.4');
  expect(changedModules({ a: '1', b: '2' }, { a: '1', b: '3', c: '4' })).toEqual(['b', 'c']);
});

describe('in a copy of the repository', () => {
  let copy: string;
  beforeEach(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'shared-version-'));
    cpSync(path.join(root, 'shared'), path.join(copy, 'shared'), {
      recursive: true,
      filter: (src) => !src.includes('node_modules') && !src.includes('locales'),
    });
    writeFileSync(path.join(copy, 'package-lock.json'), JSON.stringify({ packages: { shared: { version: '0.2.0' } } }));
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const version = () => JSON.parse(readFileSync(path.join(copy, 'shared', 'package.json'), 'utf8')).version as string;
  const formatFile = () => path.join(copy, 'shared', 'src', 'core', 'i18n', 'format.ts');

  test('a new export without a bump fails the check; the script bumps minor and the check passes', () => {
    const before = version();
    writeFileSync(
      formatFile(),
      `${readFileSync(formatFile(), 'utf8')}\nexport function formatTonnes(value: number): string { return String(value); }\n`,
    );
    expect(checkSharedVersion(copy).join('\n')).toMatch(/changed without a version bump \(core\/i18n\/format\)/);
    const bumped = bumpSharedVersion(copy);
    expect(bumped).toBe(nextVersion(before, true));
    expect(version()).toBe(bumped);
    expect(JSON.parse(readFileSync(path.join(copy, 'package-lock.json'), 'utf8')).packages.shared.version).toBe(bumped);
    expect(checkSharedVersion(copy)).toEqual([]);
  });

  test('a change inside a module that keeps its exports is a patch', () => {
    const before = version();
    writeFileSync(formatFile(), `${readFileSync(formatFile(), 'utf8')}\nconst internal = 1;\nvoid internal;\n`);
    expect(checkSharedVersion(copy)).toEqual([]);
    expect(bumpSharedVersion(copy)).toBe(nextVersion(before, false));
  });

  test("an app whose range the new version is not fails the check; the bump moves every app's range with it", () => {
    // A minor bump of 0.x leaves ^0.x behind: the federation runtime then refuses the app at start.
    const before = version();
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ workspaces: ['shared', 'shell', 'e2e'] }));
    mkdirSync(path.join(copy, 'shell'));
    const shellFile = path.join(copy, 'shell', 'package.json');
    writeFileSync(
      shellFile,
      JSON.stringify({ name: '@freight/shell', dependencies: { '@freight/shared': `^${before}` } }),
    );
    writeFileSync(
      path.join(copy, 'package-lock.json'),
      JSON.stringify({
        packages: { shared: { version: before }, shell: { dependencies: { '@freight/shared': `^${before}` } } },
      }),
    );
    expect(checkSharedVersion(copy)).toEqual([]);
    writeFileSync(formatFile(), `${readFileSync(formatFile(), 'utf8')}\nexport const TONNE = 1000;\n`);
    const bumped = bumpSharedVersion(copy);
    expect(JSON.parse(readFileSync(shellFile, 'utf8')).dependencies['@freight/shared']).toBe(`^${bumped}`);
    const npmLock = JSON.parse(readFileSync(path.join(copy, 'package-lock.json'), 'utf8'));
    expect(npmLock.packages.shell.dependencies['@freight/shared']).toBe(`^${bumped}`);
    expect(checkSharedVersion(copy)).toEqual([]);

    writeFileSync(
      shellFile,
      JSON.stringify({ name: '@freight/shell', dependencies: { '@freight/shared': `^${before}` } }),
    );
    expect(checkSharedVersion(copy).join('\n')).toMatch(
      new RegExp(
        `shell depends on @freight/shared \\^${before.replace(/\./g, '\\.')}, which ${bumped.replace(/\./g, '\\.')} is not`,
      ),
    );
  });

  test('a version edited by hand without the lock fails the check', () => {
    const pkgFile = path.join(copy, 'shared', 'package.json');
    writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: '9.9.9' }));
    expect(checkSharedVersion(copy).join('\n')).toMatch(/says 9\.9\.9/);
  });
});
