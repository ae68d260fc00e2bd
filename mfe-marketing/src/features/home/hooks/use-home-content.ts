import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../../../config/i18n';
import { useSiteProfile } from '../../../lib/use-site-profile';

/**
 * The home page's copy: texts that depend on the brand live under
 * `home.brand.<profile>.` in the locale files, the rest under `home.`.
 */
export function useHomeContent() {
  const { t, i18n } = useTranslation(MARKETING_NS);
  const profile = useSiteProfile();
  const brand = (key: string) => `home.brand.${profile.name}.${key}`;
  return { t, i18n, profile, brand };
}
