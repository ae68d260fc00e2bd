// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readShellShares, shellCompatibilityProblems, type SharedEntry } from './shell-compatibility';

const entry = (
  name: string,
  version: string,
  singleton: boolean,
  requiredVersion: string | false = `^${version}`,
): SharedEntry => ({ name, version, singleton, requiredVersion });

const shell = [
  entry('react', '19.3.1', true),
  entry('swr', '2.5.1', true),
  entry('@freight/shared/web/i18n/namespace-gate', '0.5.0', true),
  entry('@freight/shared/web/ui/button', '0.5.0', false),
];

test('a remote whose ranges the shell satisfies has no problem', () => {
  const remote = [
    entry('react', '19.3.1', true),
    entry('@freight/shared/web/i18n/namespace-gate', '0.5.2', true, '^0.5.0'),
    entry('@freight/shared/web/ui/button', '0.5.0', false),
  ];
  expect(shellCompatibilityProblems('mfe_blog', remote, shell)).toEqual([]);
});

test('a remote built against React 18 cannot take the shell’s React 19', () => {
  expect(shellCompatibilityProblems('mfe_blog', [entry('react', '18.3.1', true)], shell)).toEqual([
    expect.stringMatching(/^mfe_blog needs react \^18\.3\.1, the shell provides 19\.3\.1/),
  ]);
});

test('a newer shared is a problem for a stateful module only: a stateless one runs as the remote’s own copy', () => {
  const remote = [
    entry('@freight/shared/web/i18n/namespace-gate', '0.6.0', true),
    entry('@freight/shared/web/ui/button', '0.6.0', false),
  ];
  expect(shellCompatibilityProblems('mfe_careers', remote, shell)).toEqual([
    expect.stringContaining('@freight/shared/web/i18n/namespace-gate ^0.6.0, the shell provides 0.5.0'),
  ]);
});

test('a singleton the shell does not provide is a problem (each remote would run its own)', () => {
  expect(shellCompatibilityProblems('mfe_blog', [entry('swr/infinite', '2.5.1', true)], shell)).toEqual([
    'mfe_blog shares swr/infinite as a singleton, which the shell does not provide',
  ]);
});

describe('the shell’s manifest', () => {
  const manifest = { name: 'shell', shared: shell.map((item) => ({ ...item, id: `shell:${item.name}`, assets: {} })) };

  test('is read from a URL', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/mf-manifest.json')
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifest));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const read = await readShellShares(`${base}/mf-manifest.json`);
      expect(read.shared).toEqual(shell);
      await expect(readShellShares(`${base}/missing.json`)).rejects.toThrow('answered 404');
    } finally {
      server.close();
    }
  });

  test('is read from a file, and something else is refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-manifest-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'other.json'), '{"name":"x"}');
    expect((await readShellShares(path.join(dir, 'mf-manifest.json'))).shared).toEqual(shell);
    await expect(readShellShares(path.join(dir, 'other.json'))).rejects.toThrow('not a federation manifest');
  });

  test('defaults to the local shell, which provides every singleton library at its installed version', async () => {
    const local = await readShellShares(undefined);
    for (const name of ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next', 'swr', 'swr/infinite']) {
      expect(local.shared.find((item) => item.name === name)?.version, name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
