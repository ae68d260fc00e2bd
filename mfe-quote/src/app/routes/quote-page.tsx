import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { MapEmbed } from '@freight/shared/web/ui/map-embed';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../config/i18n';
import { NeededSteps } from '../../features/quote-guide/components/needed-steps';
import { QuoteTypes } from '../../features/quote-guide/components/quote-types';
import { ReachUs } from '../../features/quote-guide/components/reach-us';
import { QuoteWizards } from '../../features/quote-wizard/components/quote-wizards';

/** /cotation: the chooser and its wizards, then what each type means, what we ask, how to reach us and where we are. */
export function QuotePage() {
  const { t } = useTranslation(QUOTE_NS);
  usePageHead({ pages: PAGES, path: '/cotation' });
  const profile = useMemo(() => getProfile(readProfileName()), []);
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <QuoteWizards />
      <PageSection title={t('types.title')} intro={t('types.intro')}>
        <QuoteTypes />
      </PageSection>
      <PageSection title={t('needed.title')} intro={t('needed.intro')} muted>
        <NeededSteps />
      </PageSection>
      <PageSection title={t('reach.title')} intro={t('reach.text')}>
        <ReachUs />
      </PageSection>
      <PageSection title={t('map.title')} intro={t('map.intro')} muted>
        <MapEmbed
          title={t('map.frame_title', { brand: profile.brandName })}
          lat={profile.location.lat}
          lng={profile.location.lng}
        />
      </PageSection>
    </>
  );
}
