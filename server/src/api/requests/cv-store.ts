import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';

// Applicants' CVs live in the database (migrations/010-cv-content.sql,
// docs/decisions/022-files-in-the-database.md), one row of application_cvs
// per application, under a key the API generated (never a name a visitor
// chose). They are read a slice at a time, so a 5 MB CV never sits whole in
// the memory of a download or an e-mail.

/** Bytes read by one query: what a reader holds of a CV at once (server/README.md "Applications"). */
export const CV_READ_CHUNK_BYTES = 256 * 1024;

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/** A new CV's key: a random id and `.pdf` (also the name its file had under UPLOAD_DIR before 010). */
export function newCvKey(): string {
  return `${randomUUID()}.pdf`;
}

/** True for the keys the API generates (and for nothing else a folder may hold). */
export function isCvKey(name: string): boolean {
  return KEY.test(name);
}

/** The CV of an application is not in the database: erased with it, or a file not imported yet. */
export class CvMissing extends Error {
  constructor(readonly key: string) {
    super(`The CV ${key} is not in the database`);
    this.name = 'CvMissing';
  }
}

async function slice(db: Queryable, key: string, from: number, length: number) {
  // substring counts from 1; on the uncompressed out-of-line column it reads only that slice. As
  // base64 text: PGlite hands a bytea over ten times slower (server/README.md "Applications"); the line
  // breaks encode() puts every 76 characters are skipped by Buffer.from.
  const { rows } = await db.query<{ chunk: string; size: number }>(
    `SELECT encode(substring(content FROM $2::int FOR $3::int), 'base64') AS chunk, octet_length(content) AS size
     FROM application_cvs WHERE storage_key = $1`,
    [key, from + 1, length],
  );
  return rows[0] ? { chunk: Buffer.from(rows[0].chunk, 'base64'), size: Number(rows[0].size) } : null;
}

/**
 * The CV stored under `key`, as a stream of `chunkBytes` slices, each read by
 * its own short query (no connection held while a slow client reads).
 * Rejects with CvMissing when there is none; the stream fails with it when the
 * CV is deleted while being read.
 */
export async function readCv(db: Queryable, key: string, chunkBytes = CV_READ_CHUNK_BYTES): Promise<Readable> {
  const first = await slice(db, key, 0, chunkBytes);
  if (!first) throw new CvMissing(key);
  const { chunk: head, size } = first;
  async function* chunks() {
    yield head;
    for (let from = head.length; from < size; ) {
      const next = await slice(db, key, from, chunkBytes);
      if (!next || next.chunk.length === 0) throw new CvMissing(key);
      yield next.chunk;
      from += next.chunk.length;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** An application's CV as its row describes it (key, the visitor's file name, size), or null for no such application. */
export async function applicationCv(
  db: Queryable,
  reference: string,
): Promise<{ key: string; file_name: string; size: number } | null> {
  const { rows } = await db.query<{ key: string; file_name: string; size: number }>(
    'SELECT cv_storage_key AS key, cv_file_name AS file_name, cv_size AS size FROM applications WHERE reference = $1',
    [reference],
  );
  return rows[0] ?? null;
}
