import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { remotesReady } from './remote-config';
import { isRoutesModule, withTimeLimit } from './routes-module';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote slower than this is reported as unavailable, with a retry. */
export const REMOTE_TIMEOUT_MS = 15_000;

export async function loadRemoteRoutes(remote: RemoteName, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RemoteRoutesModule> {
  const urls = await remotesReady();
  if (!urls[remote]) throw new RemoteUnavailableError(remote, 'no URL configured');
  const mod = await withTimeLimit(
    loadRemote<unknown>(`${remote}/routes`),
    timeoutMs,
    () => new RemoteUnavailableError(remote, 'timed out'),
  );
  if (!isRoutesModule(mod)) throw new RemoteUnavailableError(remote, 'did not expose routes');
  return mod;
}
