import { toProfileName } from '../../core/profiles/profiles';
import type { ProfileName } from '../../core/profiles/profile-names';

/**
 * The profile the page was served with: the API writes SITE_PROFILE into
 * <meta name="site-profile">. Outside a browser, the default. Kept apart from
 * profiles.ts, which the API imports and which touches no browser global.
 */
export function readProfileName(
  root: ParentNode | null = typeof document === 'undefined' ? null : document,
): ProfileName {
  if (!root) return serverProfile;
  return toProfileName(root.querySelector('meta[name="site-profile"]')?.getAttribute('content'));
}

let serverProfile: ProfileName = toProfileName(undefined);

/** On the server, which renders pages outside any document: the profile the process serves (SITE_PROFILE). */
export function setServerProfileName(name: string): void {
  serverProfile = toProfileName(name);
}
