import { useMemo } from 'react';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';

/** The brand profile the page was served with (phones, e-mail, figures...). */
export function useSiteProfile() {
  return useMemo(() => getProfile(readProfileName()), []);
}
