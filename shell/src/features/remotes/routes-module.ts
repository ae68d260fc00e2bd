import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';

// What the browser's remote loader (load-remote-routes.ts) and the server's page
// renderer (shell/src/server/remote-containers.ts) both check of a remote's ./routes.

/** Whether a loaded module is a remote's routes module (its contract). */
export function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    !!value && typeof value === 'object' && 'routes' in value && Array.isArray((value as RemoteRoutesModule).routes)
  );
}

/** `promise`, or the error `timedOut` makes once `ms` have passed first. */
export function withTimeLimit<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
