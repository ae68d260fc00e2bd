import { useMemo } from 'react';
import { readProfileName } from '@freight/shared/profiles/page-profile';
import { getProfile } from '@freight/shared/profiles/profiles';

/** The brand profile the page was served with (phones, e-mail, figures...). */
export function useSiteProfile() {
  return useMemo(() => getProfile(readProfileName()), []);
}
