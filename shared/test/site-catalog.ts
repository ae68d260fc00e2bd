import path from 'node:path';
import { loadRemotePages, publishedPagesOf } from '../../rspack/published-pages';
import { REMOTE_APPS, type RemoteName } from '../src/core/federation/apps';
import type { PublishedPages } from '../src/core/federation/pages';
import { pageCatalog, type PageCatalog } from '../src/core/federation/site-paths';
import { REPO_ROOT } from './source-files';

// The site's pages as the remotes' sources define them (their src/config/pages.ts),
// published as their builds publish them: for the tests that need the site's
// page list without a build (the API's fake build, the route list's checks).

/** Each remote's published pages, from its sources. */
export async function publishedFromSources(): Promise<Array<[RemoteName, PublishedPages]>> {
  return Promise.all(
    REMOTE_APPS.map(async (app): Promise<[RemoteName, PublishedPages]> => {
      const appDir = path.join(REPO_ROOT, app.folder);
      return [app.name, publishedPagesOf(appDir, await loadRemotePages(appDir))];
    }),
  );
}

/** The site's page catalog, from the remotes' sources. */
export async function siteCatalog(): Promise<PageCatalog> {
  return pageCatalog(await publishedFromSources());
}
