import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

// Where uploaded files (applicants' CVs) are kept. The API only ever names a
// file by a key it generated itself, so a visitor's file name never becomes a
// path; local-file-storage.ts keeps them in a folder, and an object store
// (S3, GCS…) can take its place behind the same three calls.

export interface StoredFile {
  /** Generated name, e.g. `0b9e…-…-….pdf`: what the database row keeps. */
  key: string;
  size: number;
}

export interface FileStorage {
  /** 'local', 's3'…: for logs. */
  readonly kind: string;
  /**
   * Stores `content` under a new generated key ending in `.<extension>`. The
   * file is complete once this resolves; when the stream fails (too large, not
   * a PDF…) nothing is left behind and the stream's error is rethrown.
   */
  save(content: Readable | Buffer, options: { extension: string }): Promise<StoredFile>;
  /** The stored bytes; rejects when the key names nothing. */
  read(key: string): Promise<Readable>;
  /** Deletes the file; a key that names nothing is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The complete files and when they were written (the orphan sweep reads it).
   * Half-written files older than `staleBefore` that a crash left behind are removed on the way.
   */
  list(options: { staleBefore: Date }): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/** True for the names a storage creates (and nothing else it may find in its folder). */
export function isKey(name: string): boolean {
  return KEY.test(name);
}
const EXTENSION = /^[a-z0-9]{1,8}$/;

/** A random id and the extension: the only names a storage creates. */
export function generateKey(extension: string): string {
  if (!EXTENSION.test(extension)) throw new Error(`Invalid file extension: ${extension}`);
  return `${randomUUID()}.${extension}`;
}

/** Keys come from the database, but a storage still refuses anything that is not one of its own names. */
export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
