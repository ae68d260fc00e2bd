import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { remotesReady } from './remote-config';

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

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return !!value && typeof value === 'object' && 'routes' in value && Array.isArray(value.routes);
}

export async function loadRemoteRoutes(remote: RemoteName, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RemoteRoutesModule> {
  const urls = await remotesReady();
  if (!urls[remote]) throw new RemoteUnavailableError(remote, 'no URL configured');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timed out')), timeoutMs);
  });
  try {
    const mod = await Promise.race([loadRemote<unknown>(`${remote}/routes`), timeout]);
    if (!isRoutesModule(mod)) throw new RemoteUnavailableError(remote, 'did not expose routes');
    return mod;
  } finally {
    clearTimeout(timer);
  }
}
