// The version of the published content (articles, jobs, categories, partners
// and their translations): one counter per process that moves whenever that
// content may have changed, so whatever is derived from it (the response
// cache of the public GETs, later server-rendered pages) keys on it.
//
// It moves
// - at once when this process writes one of those tables through its
//   Database (the drivers recognise the statement, isContentWrite below), after
//   the statement or, inside a transaction, after the transaction ends;
// - when the database says another connection changed them: the triggers of
//   migrations/006-content-version.sql notify 'content_changed' and count in
//   content_version, which the PostgreSQL driver listens to and polls
//   (contentWatch in postgres-database.ts).

import type { Database, Queryable } from './database';

export const CONTENT_TABLES = [
  'articles',
  'article_translations',
  'jobs',
  'job_translations',
  'categories',
  'category_translations',
  'partners',
] as const;

const NAMES_CONTENT_TABLE = new RegExp(`\\b(${CONTENT_TABLES.join('|')})\\b`, 'i');
const READ_ONLY = /^\s*(select|show|explain)\b/i;

/** Whether a statement may write the published content: it names a content table and is not a plain read. */
export function isContentWrite(sql: string): boolean {
  return !READ_ONLY.test(sql) && NAMES_CONTENT_TABLE.test(sql);
}

export interface ContentVersion {
  /** Starts at 0 and only grows. */
  readonly current: number;
  /** Records a change: the counter moves and the listeners are told. */
  bump(): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  onChange(listener: (version: number) => void): () => void;
}

export function createContentVersion(): ContentVersion {
  let current = 0;
  const listeners = new Set<(version: number) => void>();
  return {
    get current() {
      return current;
    },
    bump() {
      current += 1;
      for (const listener of listeners) listener(current);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `target` whose statements that write content call `onWrite` once they have settled. */
function reportingWrites(target: Queryable, onWrite: () => void): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      if (!isContentWrite(sql)) return target.query<T>(sql, params);
      try {
        return await target.query<T>(sql, params);
      } finally {
        onWrite();
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } finally {
        if (isContentWrite(sql)) onWrite();
      }
    },
  };
}

/**
 * A driver's database whose own content writes move `content`: a statement
 * on its own right after it, a transaction's once it has committed or rolled
 * back (before that, other connections still read the old rows).
 */
export function trackingContentWrites(
  db: Omit<Database, 'content' | 'query' | 'exec'> & Queryable,
  content: ContentVersion,
): Database {
  const direct = reportingWrites(db, () => content.bump());
  return {
    kind: db.kind,
    content,
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      let wrote = false;
      try {
        return await db.transaction((tx) => fn(reportingWrites(tx, () => (wrote = true))));
      } finally {
        if (wrote) content.bump();
      }
    },
    watchContent: () => db.watchContent(),
    close: () => db.close(),
    ...(db.pool ? { pool: db.pool } : {}),
  };
}
