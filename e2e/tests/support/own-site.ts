import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { expect } from '@playwright/test';
import { serverCommand } from './servers';

/**
 * A site of a journey's own (serverCommand: the production server, a fresh embedded database), once it
 * answers. `logFile`: where its log lines go (a journey that reads the run's log); nowhere otherwise.
 */
export async function startOwnSite(
  port: number,
  env: Record<string, string> = {},
  { logFile }: { logFile?: string } = {},
) {
  const url = `http://127.0.0.1:${port}`;
  // A site the previous worker left stopping on this port would answer the health check below, then go.
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null)) === null, { timeout: 30_000 })
    .toBe(true);
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn('sh', ['-c', serverCommand(port, env)], { stdio: ['ignore', log, log], detached: true });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // A site that exits while starting (its port taken by another journey's site) fails here, at once.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the site on port ${port} exited while starting`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the site on port ${port} did not answer within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    /** Stops the server and whatever its shell started. */
    stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
    /** Stops it and waits until its port answers no more: the next spec's site may take the same port. */
    async stopped() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await expect
        .poll(async () => (await fetch(`${url}/api/health`).catch(() => null)) === null, { timeout: 30_000 })
        .toBe(true);
    },
  };
}
