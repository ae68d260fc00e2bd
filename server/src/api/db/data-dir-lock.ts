import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// One process per embedded database: PGlite does not lock its folder, and two servers writing
// beside each other hand out the same references and lose each other's rows. A lock file names
// its owner; a lock left by a process that no longer runs on this machine (kill -9, a crash) is
// taken over at once, so a restart is never blocked. docs/decisions/021-data-dir-lock.md.

/** The lock beside the database's folder (PGlite owns what is inside): DATA_DIR/pglite.lock. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** Lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(dataDir: string, owner: Owner) {
    super(
      `The embedded database in ${dataDir} is used by process ${owner.pid} on ${owner.host} since ${owner.since}. ` +
        'One server process per DATA_DIR: stop that one first, or run several instances on PostgreSQL (DATABASE_URL).',
    );
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since) }
      : null;
  } catch {
    // Missing, or half-written by a process that died while writing it.
    return null;
  }
}

/** Whether the owner recorded in a lock file is gone, so its lock may be taken over. */
function isStale(owner: Owner | null): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  // Our own pid in a file we do not hold: a previous run of a container whose server had this pid.
  if (owner.pid === process.pid) return true;
  return !running(owner.pid);
}

/** Takes the folder's lock or throws DataDirLockedError; resolves with the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (held.has(file)) throw new DataDirLockedError(dataDir, (await readOwner(file)) ?? me);
    try {
      // 'wx': created only if absent, atomically, so two starting processes cannot both win.
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
        await handle.sync();
      } finally {
        await handle.close();
      }
      held.add(file);
      return async () => {
        held.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(file);
      if (!isStale(owner)) throw new DataDirLockedError(dataDir, owner as Owner);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it`);
}
