import { REMOTE_NAMES, remoteApp, type RemoteName } from '@freight/shared/core/federation/apps';

export type RemoteUrls = Record<RemoteName, string>;

/** mfe_blog -> mfe-blog: the app's folder, and its path under /remotes/ (the apps table). */
export const remoteFolder = (name: RemoteName) => remoteApp(name).folder;

/** Each remote's mf-manifest.json: served by this API unless configured elsewhere. */
export function resolveRemoteUrls(overrides: Partial<RemoteUrls> = {}): RemoteUrls {
  const urls = {} as RemoteUrls;
  for (const name of REMOTE_NAMES) {
    urls[name] = overrides[name] || `/remotes/${remoteFolder(name)}/mf-manifest.json`;
  }
  return urls;
}

/** Origins of remotes hosted elsewhere, which the Content-Security-Policy must allow. */
export function remoteOrigins(urls: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(urls)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
