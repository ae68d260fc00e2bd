import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { FederationManifest } from '@freight/shared/core/federation/manifest';

// The remotes' mf-manifest.json files as this server last read them, for
// everything that needs one (the preload hints, preload.ts, and the server
// containers, server-rendering.ts): one copy per manifest, one refresh policy.
// A manifest on disk is read again when its modification time changes; one
// deployed on another origin is fetched at most once per `ttlMs`, in the
// background once known, so a slow or absent remote never slows a page down.

export interface KnownManifest {
  manifest: FederationManifest;
  /** A hash of the manifest's text: it changes with every deploy of the remote. */
  version: string;
}

export interface RemoteManifests {
  /** A manifest on this server's disk, or null when it is absent or unreadable. */
  local(file: string): Promise<KnownManifest | null>;
  /**
   * A manifest on another origin as last fetched; when it was never fetched (or
   * `ttlMs` is 0), the fetch is waited for at most `waitMs`.
   */
  distant(url: string, waitMs: number): Promise<KnownManifest | null>;
  /** Forgets every manifest (tests). */
  clear(): void;
}

/** How long a manifest fetched from another origin is reused before it is fetched again (REMOTE_MANIFEST_TTL_MS). */
export const DEFAULT_REMOTE_MANIFEST_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

function parse(text: string): KnownManifest | null {
  try {
    const manifest = JSON.parse(text) as FederationManifest;
    if (!manifest || typeof manifest !== 'object') return null;
    return { manifest, version: createHash('sha256').update(text).digest('hex').slice(0, 16) };
  } catch {
    return null;
  }
}

async function fetchManifest(url: string): Promise<KnownManifest | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? parse(await response.text()) : null;
  } catch {
    return null;
  }
}

export function createRemoteManifests({
  ttlMs = DEFAULT_REMOTE_MANIFEST_TTL_MS,
}: {
  ttlMs?: number;
} = {}): RemoteManifests {
  const onDisk = new Map<string, { mtimeMs: number; known: KnownManifest | null }>();
  const fetched = new Map<string, { fetchedAt: number; known: KnownManifest | null; refreshing?: Promise<void> }>();

  return {
    async local(file) {
      try {
        const { mtimeMs } = await stat(file);
        const hit = onDisk.get(file);
        if (hit && hit.mtimeMs === mtimeMs) return hit.known;
        const known = parse(await readFile(file, 'utf8'));
        onDisk.set(file, { mtimeMs, known });
        return known;
      } catch {
        return null;
      }
    },

    async distant(url, waitMs) {
      let entry = fetched.get(url);
      if (!entry) {
        entry = { fetchedAt: 0, known: null };
        fetched.set(url, entry);
      }
      const current = entry;
      if (!current.refreshing && (ttlMs === 0 || Date.now() - current.fetchedAt >= ttlMs)) {
        current.refreshing = fetchManifest(url).then((known) => {
          Object.assign(current, { known, fetchedAt: Date.now(), refreshing: undefined });
        });
      }
      if ((current.fetchedAt === 0 || ttlMs === 0) && current.refreshing) {
        await Promise.race([current.refreshing, new Promise((resolve) => setTimeout(resolve, waitMs))]);
      }
      return current.known;
    },

    clear() {
      onDisk.clear();
      fetched.clear();
    },
  };
}
