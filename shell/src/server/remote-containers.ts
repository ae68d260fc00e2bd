import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { isRoutesModule } from '../features/remotes/routes-module';

/** A container that failed to load is tried again after this long (a redeploy under way, a blip). */
export const REMOTE_RETRY_AFTER_MS = 10_000;

interface Container {
  entry: string;
  routes: Promise<RemoteRoutesModule>;
  failedAt?: number;
}

type ShareScopes = Record<string, Record<string, Record<string, unknown>>>;

/** The host's share scopes as they are: scope -> module -> version -> its entry. */
function snapshotShares(): ShareScopes {
  const scopes = (getInstance()?.shareScopeMap ?? {}) as ShareScopes;
  const copy: ShareScopes = {};
  for (const [scope, modules] of Object.entries(scopes)) {
    copy[scope] = {};
    for (const [name, versions] of Object.entries(modules)) copy[scope][name] = { ...versions };
  }
  return copy;
}

function restoreShares(saved: ShareScopes): void {
  const instance = getInstance();
  if (!instance) return;
  const scopes = instance.shareScopeMap as ShareScopes;
  for (const [scope, modules] of Object.entries(saved)) {
    scopes[scope] ??= {};
    for (const [name, versions] of Object.entries(modules)) {
      scopes[scope][name] ??= {};
      const current = scopes[scope][name];
      for (const [version, entry] of Object.entries(versions)) {
        if (current[version] === undefined) current[version] = entry;
      }
    }
  }
}

/**
 * The remotes' server containers through the federation runtime, one per
 * remote: its routes are loaded once per deployed version (its entry URL).
 */
export function createContainerCache(): (remote: RemoteName, entry: string) => Promise<RemoteRoutesModule> {
  const containers = new Map<RemoteName, Container>();

  return function routesOf(remote, entry) {
    const known = containers.get(remote);
    const stale = known?.failedAt !== undefined && Date.now() - known.failedAt > REMOTE_RETRY_AFTER_MS;
    if (known && known.entry === entry && !stale) return known.routes;
    if (known) {
      // Another version: the runtime forgets the old container and its modules.
      delete (globalThis as Record<string, unknown>)[remote];
    }
    const hostShares = snapshotShares();
    registerRemotes([{ name: remote, entry }], { force: !!known });
    // Forgetting a remote also drops share-scope entries it used, the shell's among them: without
    // them the new version ran its own copies (its own API client, unconfigured). They are put back.
    restoreShares(hostShares);
    const container: Container = { entry, routes: Promise.resolve(null as unknown as RemoteRoutesModule) };
    container.routes = loadRemote<unknown>(`${remote}/routes`).then((mod) => {
      if (!isRoutesModule(mod)) throw new Error(`${remote} did not expose routes`);
      return mod;
    });
    container.routes.catch(() => {
      container.failedAt = Date.now();
    });
    containers.set(remote, container);
    return container.routes;
  };
}
