// The few database operations the API needs, so PGlite (embedded) and
// PostgreSQL (pg Pool) are interchangeable behind one interface.

import type { ContentVersion } from './content-version';

export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Moves whenever the published content may have changed (db/content-version.ts). */
  readonly content: ContentVersion;
  /**
   * Starts following the content changes other connections make (once the
   * migrations have run): PostgreSQL listens and polls; PGlite, which one
   * process owns, has nothing to follow. Stopped by close().
   */
  watchContent(): Promise<void>;
  /** PostgreSQL's connection pool now (the metrics); PGlite has no pool. */
  pool?(): { total: number; idle: number; waiting: number };
}

export type DatabaseOptions =
  /** Embedded database; in memory when dataDir is not given. */
  | { kind: 'pglite'; dataDir?: string }
  /** PostgreSQL; with `schema`, every connection works in that schema (created when missing). */
  | { kind: 'postgres'; url: string; schema?: string }
  /** An open database owned by the caller (tests share one between apps); not closed with the app. */
  | { kind: 'instance'; db: Database };

/** One round trip to the database (readiness and health): resolves when it answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
