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
  return toProfileName(root?.querySelector('meta[name="site-profile"]')?.getAttribute('content'));
}
