import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '@freight/shared/core/constants';
import { REMOTE_NAMES, remoteApp, type RemoteName } from '@freight/shared/core/federation/apps';
import { publishedPagesProblems, type PublishedPages } from '@freight/shared/core/federation/pages';
import { pageCatalog, type PageCatalog } from '@freight/shared/core/federation/site-paths';
import { PROFILE_NAMES } from '@freight/shared/core/profiles/profile-names';
import type { KnownManifest, RemoteManifests } from './remote-manifests';
import { remoteFolder, type RemoteUrls } from './remotes';

// The site's pages as the remotes published them
// (docs/decisions/024-a-remote-owns-its-pages.md): each remote's manifest names
// its pages file (metaData.pages), read again whenever the manifest changes (a
// file's modification time here, REMOTE_MANIFEST_TTL_MS for a remote deployed
// elsewhere: remote-manifests.ts). A page or redirect outside the remote's
// territory is refused and logged; a remote that cannot be read keeps its last
// known pages; one never read leaves its territory to the browser (every
// address of it answers 200 with the shell's page, never a wrong 404).

const head = z.object({ title: z.string(), description: z.string() });
const byLanguage = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, head])) as Record<(typeof LANGUAGES)[number], typeof head>,
);
const publishedSchema: z.ZodType<PublishedPages> = z.object({
  remote: z.string(),
  pages: z.array(
    z.object({
      pattern: z.string(),
      path: z.string().optional(),
      record: z.enum(['article', 'job']).optional(),
      capability: z.literal(true).optional(),
      head: z
        .object(
          Object.fromEntries(PROFILE_NAMES.map((profile) => [profile, byLanguage])) as Record<
            (typeof PROFILE_NAMES)[number],
            typeof byLanguage
          >,
        )
        .optional(),
      notFound: byLanguage.optional(),
      structuredData: z.literal('organization').optional(),
      sitemap: z.boolean(),
      breadcrumb: z.array(z.string()),
    }),
  ),
  redirects: z.record(z.string(), z.string()),
});

/** How long a cold start waits for a remote deployed elsewhere before answering without its pages. */
export const PAGES_WAIT_MS = 1_000;
const FETCH_TIMEOUT_MS = 5_000;

export interface PageCatalogs {
  /** The pages every remote published, as last read. */
  current(): Promise<PageCatalog>;
  /**
   * Which of each remote's published pages a catalog from `current()` holds: a
   * kept page's key includes it, so a page whose head came from older pages is
   * never sent once newer ones are read.
   */
  versionOf(catalog: PageCatalog): string;
}

export interface PageCatalogOptions {
  staticRoot: string;
  remotes: RemoteUrls;
  manifests: RemoteManifests;
  log: FastifyBaseLogger;
  waitMs?: number;
}

/** A remote's pages, inside its territory only: what is outside is dropped, and logged. */
function withinTerritory(name: RemoteName, published: PublishedPages, log: FastifyBaseLogger): PublishedPages {
  const territory = remoteApp(name).paths as readonly string[];
  const problems = publishedPagesProblems(published, territory);
  if (problems.length > 0) log.warn({ remote: name, problems }, 'A remote published pages the site refuses');
  const inside = (sitePath: string) => territory.includes(sitePath.replace(/^\//, '').split('/')[0] ?? '');
  return {
    remote: name,
    pages: published.pages.filter((page) => inside(page.pattern)),
    redirects: Object.fromEntries(Object.entries(published.redirects).filter(([from]) => inside(from))),
  };
}

export function createPageCatalogs({
  staticRoot,
  remotes,
  manifests,
  log,
  waitMs = PAGES_WAIT_MS,
}: PageCatalogOptions): PageCatalogs {
  /** Per remote: the manifest version its pages were read for, and those pages. */
  const known = new Map<RemoteName, { version: string; pages: PublishedPages }>();
  /** Manifest versions whose pages file could not be read as pages: not tried again. */
  const refused = new Set<string>();

  async function read(name: RemoteName): Promise<{ manifest: KnownManifest; text: string } | null> {
    const url = remotes[name];
    if (url.startsWith('/remotes/')) {
      const dist = path.join(staticRoot, remoteFolder(name), 'dist');
      const manifest = await manifests.local(path.join(dist, 'mf-manifest.json'));
      const file = manifest?.manifest.metaData?.pages;
      if (!manifest || !file || file.includes('/') || file.includes('..')) return null;
      if (known.get(name)?.version === manifest.version) return { manifest, text: '' };
      const text = await readFile(path.join(dist, file), 'utf8').catch(() => null);
      return text === null ? null : { manifest, text };
    }
    const manifest = await manifests.distant(url, waitMs);
    const file = manifest?.manifest.metaData?.pages;
    if (!manifest || !file) return null;
    if (known.get(name)?.version === manifest.version) return { manifest, text: '' };
    try {
      const response = await fetch(new URL(file, url), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      return response.ok ? { manifest, text: await response.text() } : null;
    } catch {
      return null;
    }
  }

  type Read = { version: string; pages: PublishedPages } | null;
  async function pagesOf(name: RemoteName): Promise<Read> {
    const last = known.get(name) ?? null;
    const found = await read(name).catch(() => null);
    if (!found) return last;
    if (last?.version === found.manifest.version) return last;
    const attempt = `${name}|${found.manifest.version}`;
    if (refused.has(attempt)) return last;
    try {
      const parsed = publishedSchema.parse(JSON.parse(found.text));
      const next = { version: found.manifest.version, pages: withinTerritory(name, parsed, log) };
      known.set(name, next);
      log.info({ remote: name, pages: next.pages.pages.length }, 'remote pages read');
      return next;
    } catch (error) {
      refused.add(attempt);
      log.warn({ remote: name, err: error }, 'A remote published unreadable pages: its last known pages are kept');
      return last;
    }
  }

  const versions = new WeakMap<PageCatalog, string>();
  return {
    async current() {
      const entries = await Promise.all(REMOTE_NAMES.map(async (name) => [name, await pagesOf(name)] as const));
      for (const [name, read] of entries)
        if (!read) log.debug({ remote: name }, 'remote pages unknown: its territory renders in the browser');
      const catalog = pageCatalog(entries.map(([name, read]) => [name, read?.pages ?? null] as const));
      versions.set(catalog, entries.map(([name, read]) => `${name}:${read?.version ?? '-'}`).join(','));
      return catalog;
    },
    versionOf: (catalog) => versions.get(catalog) ?? '',
  };
}
