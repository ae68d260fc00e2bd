import { spawn } from 'node:child_process';
import { expect } from '@playwright/test';
import { serverCommand } from './servers';

/** A site of a journey's own (serverCommand: the production server, a fresh embedded database), once it answers. */
export async function startOwnSite(port: number, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('sh', ['-c', serverCommand(port, env)], { stdio: 'ignore', detached: true });
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
  return {
    url,
    /** Stops the server and whatever its shell started. */
    stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
