import type { ContentVersion } from '../db/content-version';
import type { Queryable } from '../db/database';

// A publication scheduled for later is a `published_at` in the future: the public queries hide it
// until then (articles-repository.ts, jobs-repository.ts), and nothing is written when the time
// comes. What must move at that time is the content version, which the caches key on: each instance
// reads the next scheduled time from the shared database and moves its own version then
// (docs/decisions/035-content-versions-schedules-media.md, "Scheduled publication").

/** The longest wait before the next time is read again (a clock that drifted, a missed notification). */
export const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** After the time, so that the database's now() has passed it too. */
const MARGIN_MS = 20;

const NEXT = `SELECT (extract(epoch FROM min(at)) * 1000)::float8 AS at FROM (
    SELECT min(published_at) AS at FROM articles WHERE published_at > now()
    UNION ALL SELECT min(published_at) FROM jobs WHERE published_at > now()) t`;

export interface PublicationClock {
  /** Reads the next scheduled time and sets the timer (called at start and after each content change). */
  plan(): Promise<number | null>;
  stop(): void;
}

export function createPublicationClock(
  db: Queryable,
  content: ContentVersion,
  onError: (error: unknown) => void,
): PublicationClock {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  let again = false;

  async function plan(): Promise<number | null> {
    const { rows } = await db.query<{ at: number | null }>(NEXT);
    const at = rows[0]?.at ?? null;
    clearTimeout(timer);
    if (stopped) return at;
    const wait = at === null ? LONGEST_WAIT_MS : Math.min(Math.max(at - Date.now(), 0) + MARGIN_MS, LONGEST_WAIT_MS);
    // unref: a pending publication never keeps the process alive.
    timer = setTimeout(() => (at !== null && at <= Date.now() ? content.bump() : replan()), wait).unref();
    return at;
  }

  // One read at a time; a change heard during a read (which may have missed it) asks for one more.
  function replan() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    plan()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again && !stopped) {
          again = false;
          replan();
        }
      });
  }

  const unsubscribe = content.onChange(() => replan());
  return {
    plan,
    stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
    },
  };
}
