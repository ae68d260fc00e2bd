import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createLocalFileStorage } from './local-file-storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'freight-storage-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('files get generated names, private permissions, and read back as written', async () => {
  const dir = path.join(root, 'uploads');
  const storage = createLocalFileStorage({ dir });
  // Nothing is created before the first file.
  await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  const stored = await storage.save(Buffer.from('%PDF-1.4 one'), { extension: 'pdf' });
  const streamed = await storage.save(Readable.from([Buffer.from('%PDF-'), Buffer.from('1.4 two')]), {
    extension: 'pdf',
  });
  expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), size: 12 });
  expect(streamed.key).not.toBe(stored.key);
  expect(await readFile(path.join(dir, stored.key), 'utf8')).toBe('%PDF-1.4 one');
  expect(Buffer.concat(await (await storage.read(streamed.key)).toArray()).toString()).toBe('%PDF-1.4 two');
  expect((await stat(dir)).mode & 0o777).toBe(0o700);
  expect((await stat(path.join(dir, stored.key))).mode & 0o777).toBe(0o600);

  await storage.remove(stored.key);
  await storage.remove(stored.key);
  expect(await readdir(dir)).toEqual([streamed.key]);
  await expect(storage.read(stored.key)).rejects.toThrow(/ENOENT/);
});

test('a failing stream leaves nothing behind, not even a temporary file', async () => {
  const storage = createLocalFileStorage({ dir: root });
  async function* failing() {
    yield Buffer.from('%PDF-1.4 half');
    throw new Error('upload refused');
  }
  await expect(storage.save(Readable.from(failing()), { extension: 'pdf' })).rejects.toThrow('upload refused');
  expect(await readdir(root)).toEqual([]);
});

test('only generated keys are accepted: no path ever leaves the folder', async () => {
  const dir = path.join(root, 'a', 'uploads');
  const storage = createLocalFileStorage({ dir });
  await storage.save(Buffer.from('x'), { extension: 'pdf' });
  const outside = path.join(root, 'a', 'secret.pdf');
  for (const key of [
    '../secret.pdf',
    '../../etc/passwd',
    '/etc/passwd',
    'a/../../secret.pdf',
    '..\\secret.pdf',
    '',
    '.',
    '..',
  ]) {
    await expect(storage.read(key)).rejects.toThrow(/Not a storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Not a storage key/);
  }
  await expect(storage.save(Buffer.from('x'), { extension: '../pdf' })).rejects.toThrow(/extension/);
  await expect(stat(outside)).rejects.toThrow(/ENOENT/);
});

test('the folder may not be one the server publishes', () => {
  const served = path.join(root, 'shell', 'dist');
  expect(() => createLocalFileStorage({ dir: path.join(served, 'uploads'), servedFolders: [served] })).toThrow(
    /served over HTTP/,
  );
  expect(() => createLocalFileStorage({ dir: served, servedFolders: [served] })).toThrow(/served over HTTP/);
  expect(() =>
    createLocalFileStorage({ dir: path.join(root, 'shell', 'dist-uploads'), servedFolders: [served] }),
  ).not.toThrow();
  expect(() =>
    createLocalFileStorage({ dir: path.join(root, 'data', 'uploads'), servedFolders: [served] }),
  ).not.toThrow();
});
