import { useEffect } from 'react';
import { getProfile, readProfileName } from '../profiles/profiles';

/** Sets the document title: "<page> | <brand>", following language changes. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const brand = getProfile(readProfileName()).brandName;
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title]);
}
