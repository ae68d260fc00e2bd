import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/ui/button';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { MARKETING_NS } from '../../../config/i18n';
import { CONTACT_PATH } from '../../../config/pages';
import { PageIntro } from '@freight/shared/ui/page';
import { PageSection } from '@freight/shared/ui/page';
import { QuoteLink } from '../../../components/quote-link';
import { CardGrid } from '../../../components/card-grid';
import { KeyFigures } from '../../../components/key-figures';
import { PhoneList } from '../../../components/phone-list';
import { toCards } from '../../../lib/translated-content';
import { useSiteProfile } from '../../../lib/use-site-profile';
import { ServicesGrid } from './services-grid';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation(MARKETING_NS);
  const profile = useSiteProfile();
  usePageTitle(t('home.meta_title'));

  return (
    <>
      <PageIntro title={t('home.hero.title')} lead={t('home.hero.lead')}>
        <QuoteLink label={t('home.hero.cta_quote')} />
        <Button asChild variant="secondary" size="lg">
          <Link to={CONTACT_PATH}>{t('home.hero.cta_contact')}</Link>
        </Button>
      </PageIntro>
      <PageSection title={t('home.hotline.title')}>
        <div className={styles.hotline}>
          <p>{t('home.hotline.text')}</p>
          <PhoneList phones={profile.emergencyPhones} className={styles.hotlinePhones} />
        </div>
      </PageSection>
      <PageSection title={t('home.services.title')} muted>
        <ServicesGrid intro={t('home.services.intro')} />
      </PageSection>
      <PageSection title={t('home.why.title')}>
        <CardGrid cards={toCards(t('home.why.items', { returnObjects: true }))} />
      </PageSection>
      <PageSection title={t('home.figures.title')} muted>
        <KeyFigures figures={profile.figures} />
      </PageSection>
    </>
  );
}
