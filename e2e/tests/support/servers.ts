import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// E2E_PORT_BASE moves the eight ports (default 8181-8188), so two runs can share a machine.
const BASE = Number(process.env.E2E_PORT_BASE ?? 8181);
export const MAIN_PORT = BASE;
export const SECOND_PORT = BASE + 1;
export const SECOND_REMOTE_PORT = BASE + 2;
/** Each remote on an origin of its own (remote-origin.ts), in the apps table's order, and the site that loads them from there. */
export const REMOTE_ORIGIN_PORTS = [BASE + 3, BASE + 4, BASE + 5, BASE + 6] as const;
export const MATRIX_PORT = BASE + 7;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The production server, on its own port, with a fresh embedded database. */
export function serverCommand(port: number, env: Record<string, string> = {}): string {
  // Scripts fill forms faster than a person: the spam guard's fill time check is off here.
  const vars = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SPAM_MIN_FILL_MS: '0', ...env };
  const assignments = Object.entries(vars)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  // A fresh data folder per run, so every run starts from the seed. tsx runs on this process's
  // Node (checked by playwright.config.ts), not on whichever `node` the shell's PATH finds first.
  return `cd ${JSON.stringify(ROOT)} && env -u DATABASE_URL DATA_DIR=$(mktemp -d) ${assignments} ${JSON.stringify(process.execPath)} node_modules/.bin/tsx api/src/server.ts`;
}
