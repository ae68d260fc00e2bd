import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../../../scripts/node-runtime.mjs';
import { REMOTE_APPS } from '../../../shared/src/core/federation/apps';
import { ROOT } from './servers';

/** Remotes built wrong on purpose (e2e/fixtures/broken-remote.rspack.config.ts). */
export const BROKEN_BUILD_KINDS = ['own-react', 'react-18', 'newer-shared'] as const;
export type BrokenBuildKind = (typeof BROKEN_BUILD_KINDS)[number];

/** The rspack/apps.ts key of a remote's folder (mfe-blog → blog). */
const appKey = (folder: string) => folder.replace(/^mfe-/, '');

/** Where the broken build of a remote is written under `outDir`. */
export const brokenDist = (outDir: string, folder: string, kind: BrokenBuildKind) => path.join(outDir, folder, kind);

/** Builds every remote in each broken way into `outDir` (about 3 s a build). */
export function buildBrokenRemotes(outDir: string): void {
  for (const { folder } of REMOTE_APPS) {
    for (const kind of BROKEN_BUILD_KINDS) {
      const built = spawnSync(
        path.join(ROOT, 'node_modules', '.bin', 'rspack'),
        ['build', '--mode', 'production', '-c', path.join(ROOT, 'e2e', 'fixtures', 'broken-remote.rspack.config.ts')],
        {
          cwd: path.join(ROOT, folder),
          env: childEnv({
            ...process.env,
            NODE_ENV: 'production',
            BROKEN_REMOTE: appKey(folder),
            BROKEN_KIND: kind,
            BROKEN_OUT: brokenDist(outDir, folder, kind),
          }),
          encoding: 'utf8',
        },
      );
      if (built.status !== 0) throw new Error(`build of ${folder} (${kind}) failed:\n${built.stdout}\n${built.stderr}`);
    }
  }
}
