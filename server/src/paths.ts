import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every folder is found from this module's own: the production build bundles the API into server/dist, a
// folder at the depth of server/src, so these paths hold for the sources and for the bundle alike.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root: the built apps live in <root>/<app>/dist. */
export const REPO_ROOT = path.resolve(here, '../..');
export const SEED_DIR = path.resolve(here, '../seed');
/** Images of seeded content, served at /images/<kind>/<file>. */
export const IMAGES_DIR = path.join(SEED_DIR, 'images');
/** The SQL migrations, applied in order at start (db/migrate.ts). */
export const MIGRATIONS_DIR = path.resolve(here, '../migrations');
