import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root: the built apps live in <root>/<app>/dist. */
export const REPO_ROOT = path.resolve(here, '../..');
export const SEED_DIR = path.resolve(here, '../seed');
/** Images of seeded content, served at /images/<kind>/<file>. */
export const IMAGES_DIR = path.join(SEED_DIR, 'images');
