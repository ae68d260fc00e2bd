import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The apps the build knows: every folder with an rspack.config.ts (the apps table,
// shared/src/core/federation/apps.ts, gives each its name and port), in the order they are
// built: remotes first, the host (shell) last.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST_DIR = 'shell';

const withConfig = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'rspack.config.ts')))
  .map((entry) => entry.name)
  .sort();

export const APP_DIRS = [...withConfig.filter((dir) => dir !== HOST_DIR), HOST_DIR];
