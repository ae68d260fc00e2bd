import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../../../shared/src/core/federation/apps';
import type { FederationManifest } from '../../../shared/src/core/federation/manifest';
import type { PublishedPages } from '../../../shared/src/core/federation/pages';
import { pageCatalog, type PageCatalog } from '../../../shared/src/core/federation/site-paths';
import { ROOT } from './servers';

/** The site's pages as the built remotes published them (each dist/mf-manifest.json names its pages file). */
export function builtCatalog(): PageCatalog {
  return pageCatalog(
    REMOTE_APPS.map((app) => {
      const dist = path.join(ROOT, app.folder, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
      const file = manifest.metaData?.pages;
      if (!file) throw new Error(`${app.folder}'s build publishes no pages: npm run build`);
      return [app.name, JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as PublishedPages] as const;
    }),
  );
}
