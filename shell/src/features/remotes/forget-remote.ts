import { chunkLoadingGlobalOf, type RemoteName } from '@freight/shared/core/federation/contract';

// A remote whose code never ran (down, 404, timed out) can be loaded again in
// place. One whose code ran (it threw while evaluating or rendering, or a
// chunk of it failed later) cannot: its copies of shared modules took part in
// the page's share scope, and the runtime's clean-up of them also drops the
// shell's own entries, so a second copy would start without the shell's i18n
// instance. Retry then reloads the page, which fetches the deployed version.
//
// What the federation runtime's own `registerRemotes(..., { force: true })`
// leaves behind, and a retry must not inherit:
// - the remote's chunk registry (a global array every loaded chunk pushes its
//   modules into): a freshly loaded remoteEntry adopts what it finds there, so
//   after a fix is deployed the old, broken modules would run again;
// - a still-pending <script> for the remote's entry (a load that timed out):
//   the runtime reuses a script element with the same URL, and the browser
//   joins a new request for a URL still in flight, so the retry would wait
//   behind the stalled request; the retry's entry URL carries `?retry=<n>`
//   (entryUrlForAttempt, applied by the runtime plugin in remote-config.ts);
// - the pending entry load the runtime keeps per remote while a script is
//   loading, which it only drops once the remote has been loaded.

/** Where the runtime keeps entry loads in progress (@module-federation/runtime-core). */
const LOADING_KEY = '__GLOBAL_LOADING_REMOTE_ENTRY__';

type Globals = Record<string, unknown>;

function baseOf(entry: string): string | null {
  try {
    return new URL('.', new URL(entry, window.location.href)).href;
  } catch {
    return null;
  }
}

/**
 * True once the remote's container (its remoteEntry) has run in this page. Its
 * chunk registry alone does not count: the runtime preloads a remote's chunks
 * beside its entry, and those only register modules without running them.
 */
export function remoteCodeRan(name: RemoteName): boolean {
  return (globalThis as unknown as Globals)[name] !== undefined;
}

/** Drops what an earlier load of `name` (from `entry`, its manifest or remoteEntry URL) left in the page. */
export function forgetRemoteCode(name: RemoteName, entry: string): void {
  const globals = globalThis as unknown as Globals;
  delete globals[chunkLoadingGlobalOf(name)];

  const loading = globals[LOADING_KEY];
  if (loading && typeof loading === 'object') {
    for (const key of Object.keys(loading)) {
      if (key === name || key.startsWith(`${name}:`)) delete (loading as Globals)[key];
    }
  }

  const base = baseOf(entry);
  if (!base) return;
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
  // The server's preload hints for the remote: a hint that failed (the remote was down) would
  // otherwise answer the retry's request for the same file with the old failure.
  for (const hint of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))) {
    if (hint.href.startsWith(base)) hint.remove();
  }
}

/** Attempts made after a failure, per remote; 0 (absent) for the first load. */
const retries = new Map<string, number>();

/** Counts one more attempt at `name` after a failure. */
export function countRetry(name: RemoteName): void {
  retries.set(name, (retries.get(name) ?? 0) + 1);
}

/** The URL the remote's entry script is fetched from on this attempt: a retry never joins a stalled request. */
export function entryUrlForAttempt(name: string, url: string): string {
  const attempt = retries.get(name);
  if (!attempt) return url;
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', String(attempt));
  return busted.href;
}
