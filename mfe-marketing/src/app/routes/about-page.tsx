import { useTranslation } from 'react-i18next';
import { Static } from '@freight/shared/web/ui/static';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { MARKETING_NS } from '../../config/i18n';
import { PageIntro } from '@freight/shared/web/ui/page';
import { PageSection } from '@freight/shared/web/ui/page';
import { CardGrid } from '../../components/card-grid';
import { KeyFigures } from '../../components/key-figures';
import { toCards, toStrings } from '../../lib/translated-content';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useSiteProfile } from '../../lib/use-site-profile';
import { BRAND_CONTENT } from '@freight/shared/core/profiles/brand-content';
import styles from './about.module.css';

// The in-page anchors, kept in French whatever the language so shared links work (docs/product-rules.md#pages).
const ANCHORS = [
  { id: 'vision', key: 'about.vision.title' },
  { id: 'mission', key: 'about.mission.title' },
  { id: 'valeurs', key: 'about.values.title' },
  { id: 'chiffres', key: 'about.figures.title' },
] as const;

function Paragraphs({ items }: { items: string[] }) {
  return items.map((text) => <p key={text}>{text}</p>);
}

export function AboutPage() {
  const { t } = useTranslation(MARKETING_NS);
  const profile = useSiteProfile();
  // The brand's own prose; the section titles are shared.
  const prose = (key: string) => `${BRAND_CONTENT[profile.name].about}.${key}`;
  usePageHead({ pages: PAGES, path: '/about' });
  useScrollToHash();

  return (
    <>
      <PageIntro title={t('about.title')} lead={t(prose('lead'))}>
        <nav aria-label={t('about.nav_label')}>
          <ul className={styles.anchors}>
            {ANCHORS.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`}>{t(anchor.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <Static>
        <PageSection title={t('about.story.title')}>
          <Paragraphs items={toStrings(t(prose('story.paragraphs'), { returnObjects: true }))} />
        </PageSection>
        <PageSection title={t('about.who.title')} muted>
          <Paragraphs items={toStrings(t(prose('who.paragraphs'), { returnObjects: true }))} />
        </PageSection>
        <PageSection title={t('about.team.title')}>
          <Paragraphs items={toStrings(t(prose('team.paragraphs'), { returnObjects: true }))} />
        </PageSection>
        <PageSection title={t('about.advantages.title')} muted>
          <CardGrid cards={toCards(t(prose('advantages.items'), { returnObjects: true }))} />
        </PageSection>
        <PageSection id="vision" title={t('about.vision.title')}>
          <p>{t(prose('vision.text'))}</p>
        </PageSection>
        <PageSection id="mission" title={t('about.mission.title')} muted>
          <p>{t(prose('mission.text'))}</p>
        </PageSection>
        <PageSection id="valeurs" title={t('about.values.title')}>
          <ul className={styles.values}>
            {toStrings(t('about.values.items', { returnObjects: true })).map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="chiffres" title={t('about.figures.title')} muted>
          <KeyFigures figures={profile.figures} />
        </PageSection>
      </Static>
    </>
  );
}
