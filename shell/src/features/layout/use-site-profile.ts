import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';

export interface MenuItem {
  label: string;
  to: string;
}

const SOCIAL_NAMES = { facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' } as const;

/** The active brand profile with its texts translated, as the layout shows it. */
export function useSiteProfile() {
  const { t, i18n } = useTranslation('profile');
  const profile = getProfile(readProfileName());
  const lng = i18n.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies(lng): the texts are translated again when the language changes.
  return useMemo(
    () => ({
      brandName: profile.brandName,
      logo: profile.logo,
      phones: profile.phones,
      email: profile.email,
      hours: t(profile.hoursKey),
      address: t(profile.addressKey),
      description: t(profile.descriptionKey),
      shopUrl: profile.shopUrl,
      socials: profile.socials.map((social) => ({ name: SOCIAL_NAMES[social.network], url: social.url })),
      sectors: profile.sectorsMenu.map((item) => ({ label: t(item.labelKey), to: item.to })),
      services: profile.promotedServices.map((item) => ({ label: t(item.labelKey), to: item.to })),
    }),
    // lng: the translated texts follow the language.
    [profile, t, lng],
  );
}
