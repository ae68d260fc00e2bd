import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './support/servers';

// `npm start` as a process manager runs it (systemd, a container runtime): it sends SIGTERM to
// npm and waits for npm to exit. npm must pass the signal on and exit with the server, leaving
// no process behind and the port free. The site is already built (npm run test:e2e builds first).

test.describe.configure({ timeout: 180_000 });

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether something still listens on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** Every process under pid, children first found by ps. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // ps exits 1 when there is none
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start: ${signal} to npm closes the server, npm exits 0 after it and leaves nothing running`, async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-start-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    // npm as the machine has it, as the README's quick start runs it.
    const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout?.on('data', (chunk) => (output += chunk));
    npm.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      npm.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
    let tree: number[] = [];
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 120_000, intervals: [500] },
        )
        .toBe(200);
      tree = descendants(npm.pid ?? 0);
      // npm, its shell replaced by start.mjs, and the server's node (the API's bundle): at least that node.
      expect(tree.length).toBeGreaterThan(0);

      const sentAt = Date.now();
      npm.kill(signal);
      const { code, at } = await exited;
      // The server closed itself (a server killed by a relay or left behind made this 143 or null).
      expect(code, output).toBe(0);
      // npm waited for the server to close (it used to exit within 20 ms and leave it running).
      expect(at - sentAt).toBeLessThan(30_000);
      expect(tree.filter(alive), `still running after npm exited:\n${output}`).toEqual([]);
      expect(await listening(port)).toBe(false);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
