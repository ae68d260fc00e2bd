import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import type { VisitorOffer as FollowOffer } from '@freight/shared/core/offers/visitor-offer-schemas';
import { AcceptForm, DeclineForm, type OfferRefusal } from './offer-answers';
import { OfferVersion } from './offer-version';
import styles from './follow-page.module.css';

interface OfferBlockProps {
  token: string;
  offer: FollowOffer;
  language: SiteLanguage;
  /** Reads the offers (and the request's view) again; resolves with the offers as they are now. */
  reload: () => Promise<FollowOffer | null | undefined>;
}

type Notice = { refusal: OfferRefusal; shown: number | null } | { answered: 'accepted' | 'declined' };

/**
 * The offers on the follow-up page (docs/decisions/031-offers-and-booking.md): the newest version
 * first with the answers it may take, the older ones folded as history with their state. A refusal
 * (409) says why and the page shows the version there is now; an accepted offer is read-only.
 */
export function OfferBlock({ token, offer, language, reload }: OfferBlockProps) {
  const { t } = useTranslation(QUOTE_NS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [current, ...older] = offer.versions;
  if (!current) return null;

  const onAnswered = async ({ refusal }: { refusal?: OfferRefusal; version: number }) => {
    const now = await reload();
    if (refusal) setNotice({ refusal, shown: now?.versions[0]?.version ?? null });
    else setNotice({ answered: now?.booking ? 'accepted' : 'declined' });
  };

  return (
    <PageSection title={t('follow.offer.title', { number: offer.number })}>
      {offer.booking ? (
        <p className={styles.done} data-booking="">
          {t('follow.offer.booked')} <bdi className={styles.booking}>{offer.booking}</bdi>
        </p>
      ) : null}
      {notice && 'refusal' in notice ? (
        <p role="alert" className={styles.alert}>
          {t(`follow.offer.refused.${notice.refusal}`, { version: notice.shown ?? '' })}
        </p>
      ) : null}
      {notice && 'answered' in notice ? (
        <p role="status" className={styles.done}>
          {t(`follow.offer.answered.${notice.answered}`)}
        </p>
      ) : null}
      <OfferVersion token={token} version={current} booking={offer.booking} language={language} />
      {offer.answerable !== null && !offer.booking ? (
        <div className={styles.answers}>
          <AcceptForm token={token} version={offer.answerable} onAnswered={onAnswered} />
          <DeclineForm token={token} version={offer.answerable} onAnswered={onAnswered} />
        </div>
      ) : null}
      {older.length > 0 ? (
        <details className={styles.history}>
          <summary>{t('follow.offer.history', { count: older.length })}</summary>
          {older.map((version) => (
            <OfferVersion
              key={version.version}
              token={token}
              version={version}
              booking={offer.booking}
              language={language}
            />
          ))}
        </details>
      ) : null}
    </PageSection>
  );
}
