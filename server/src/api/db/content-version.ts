// The version of the published content: one counter per process that moves
// whenever that content may have changed, so whatever is derived from it (the
// response cache of the public GETs, the server-rendered pages) keys on it.
// How it learns of a change, its own writes included, without reading SQL:
// docs/decisions/026-content-changes-by-notification.md.

/**
 * The tables whose changes invalidate the caches: each gets a `<table>_changed`
 * trigger (db/content-triggers.ts, after every migration run) that notifies
 * CONTENT_CHANNEL at commit.
 */
export const CONTENT_TABLES = [
  'articles',
  'article_translations',
  'jobs',
  'job_translations',
  'categories',
  'category_translations',
  'partners',
  // An article's cover shows its picture's alt text (017).
  'media',
] as const;

/** The channel the triggers notify, with the written table's schema as payload. */
export const CONTENT_CHANNEL = 'content_changed';

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
