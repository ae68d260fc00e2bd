import { createContext } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';

/**
 * How the page gets a remote's routes: in the browser, the federation runtime
 * (load-remote-routes.ts, the default); on the server, the remote's node
 * container, loaded by the page renderer (src/server/remote-containers.ts).
 */
export interface RemoteLoader {
  load: (remote: RemoteName) => Promise<RemoteRoutesModule>;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
