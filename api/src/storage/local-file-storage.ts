import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, generateKey, isKey, type FileStorage } from './file-storage';

const PARTIAL = /^\.(.+)\.part$/;

// Files in one local folder (UPLOAD_DIR, default <DATA_DIR>/uploads), under
// generated names only. A file is written to a hidden temporary name and
// renamed once complete, so the final name never holds half a file.
// Applicants' CVs are personal data: the folder and files are private to the
// server's user, and the folder may not be one the server publishes.

export interface LocalFileStorageOptions {
  dir: string;
  /** Folders served over HTTP (built site, seed images): the storage refuses to live inside one. */
  servedFolders?: readonly string[];
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

export function createLocalFileStorage({ dir, servedFolders = [] }: LocalFileStorageOptions): FileStorage {
  const root = path.resolve(dir);
  const served = servedFolders.find((folder) => isInside(root, path.resolve(folder)));
  if (served)
    throw new Error(
      `The upload folder ${root} is inside ${served}, which is served over HTTP: choose another UPLOAD_DIR`,
    );

  let ready: Promise<unknown> | null = null;
  // Created on first use: a server that never receives a file leaves no folder behind.
  const ensureRoot = () =>
    (ready ??= mkdir(root, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      ready = null;
      throw error;
    }));
  const pathOf = (key: string) => path.join(root, assertKey(key));

  return {
    kind: 'local',

    async save(content, { extension }) {
      await ensureRoot();
      const key = generateKey(extension);
      const partial = path.join(root, `.${key}.part`);
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        // 'wx': never overwrite, even a name that cannot collide.
        await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        const { size } = await stat(partial);
        await rename(partial, pathOf(key));
        return { key, size };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key) {
      // Opened first, so a missing file rejects here rather than failing a stream later.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list({ staleBefore }) {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const partial = PARTIAL.exec(name);
        if (!partial && !isKey(name)) continue;
        const file = path.join(root, name);
        const modifiedAt = (await stat(file).catch(() => null))?.mtime;
        if (!modifiedAt) continue;
        if (partial) {
          // A write in progress renames its file within seconds; an old one was cut off by a crash.
          if (isKey(partial[1] ?? '') && modifiedAt < staleBefore) await rm(file, { force: true });
          continue;
        }
        yield { key: name, modifiedAt };
      }
    },
  };
}
