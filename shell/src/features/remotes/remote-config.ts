import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@freight/shared/core/federation/contract';
import { countRetry, entryUrlForAttempt, forgetRemoteCode } from './forget-remote';

export type RemoteUrls = Partial<Record<RemoteName, string>>;

declare global {
  interface Window {
    /** Overrides of /remotes.json, e.g. to try a remote deployed elsewhere. */
    __REMOTES__?: RemoteUrls;
  }
}

function isRemoteName(name: string): name is RemoteName {
  return REMOTE_NAMES.some((known) => known === name);
}

function pickUrls(value: unknown): RemoteUrls {
  const urls: RemoteUrls = {};
  if (!value || typeof value !== 'object') return urls;
  for (const [name, url] of Object.entries(value)) {
    if (isRemoteName(name) && typeof url === 'string' && url.length > 0) urls[name] = url;
  }
  return urls;
}

async function fetchRemoteUrls(): Promise<RemoteUrls> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return pickUrls(await response.json());
  } catch (error) {
    // Without the file every remote is unavailable; each route shows its fallback.
    console.error('Could not read /remotes.json', error);
    return {};
  }
}

let ready: Promise<RemoteUrls> | undefined;

/** Reads the remote URLs at run time (file, then window override) and registers them once. */
export function remotesReady(): Promise<RemoteUrls> {
  ready ??= fetchRemoteUrls().then((fromFile) => {
    const urls = { ...fromFile, ...pickUrls(window.__REMOTES__) };
    registerPlugins([retryEntryPlugin]);
    register(urls, false);
    return urls;
  });
  return ready;
}

/** Fetches a retried remote's entry from its own URL (forget-remote.ts). */
const retryEntryPlugin = {
  name: 'freight-retry-entry',
  createScript({ url, remoteInfo }: { url: string; remoteInfo?: { name: string; entry: string } }) {
    if (!remoteInfo || url !== remoteInfo.entry) return undefined;
    const src = entryUrlForAttempt(remoteInfo.name, url);
    if (src === url) return undefined;
    const script = document.createElement('script');
    script.src = src;
    return script;
  },
};

function register(urls: RemoteUrls, force: boolean) {
  const remotes = Object.entries(urls).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force });
}

/**
 * After a failed load: registers the remote anew so the runtime forgets the
 * failure, and drops the code and pending loads the old attempt left, so the
 * retry fetches the deployed version now (forget-remote.ts).
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  const urls = await remotesReady();
  const entry = urls[name];
  if (!entry) return;
  forgetRemoteCode(name, entry);
  countRetry(name);
  registerRemotes([{ name, entry }], { force: true });
}
