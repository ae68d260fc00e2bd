import type { RouteObject } from 'react-router-dom';

/**
 * What every remote exposes as `./routes`: its route objects, with paths
 * relative to the site root ('blog', 'blog/:id'). The shell mounts them under
 * a splat route, so a remote never knows about the shell or other remotes.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export const REMOTE_NAMES = ['mfe_marketing', 'mfe_quote', 'mfe_careers', 'mfe_blog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
