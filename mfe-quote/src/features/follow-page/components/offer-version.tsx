import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { formatInstant } from '@freight/shared/core/i18n/request-labels';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import { QUOTE_NS } from '../../../config/i18n';
import { offerPdfHref } from '../api/offer-api';
import { formatOfferDate, formatOfferMoney } from '../offer-format';
import type { VisitorOfferVersion as Version } from '@freight/shared/core/offers/visitor-offer-schemas';
import styles from './follow-page.module.css';

interface OfferVersionProps {
  token: string;
  version: Version;
  booking: string | null;
  language: SiteLanguage;
}

/** A state and the reason a person typed for it, as text in its own direction. */
function WithReason({ said, reason }: { said: string; reason: string | null }) {
  return (
    <>
      <p>{said}</p>
      <p className={styles.body} dir="auto">
        {reason}
      </p>
    </>
  );
}

/** Where a version stands, in a sentence of the page's language; what people typed stays apart, as text. */
function VersionState({ version, booking, language }: Omit<OfferVersionProps, 'token'>) {
  const { t } = useTranslation(QUOTE_NS);
  const format = useFormat();
  const until = formatOfferDate(version.validUntil, language, format);
  const at = (instant: string | null) => (instant ? formatInstant(instant, language, format) : '');
  switch (version.status) {
    case 'accepted':
      return (
        <>
          <p>{t('follow.offer.state.accepted', { date: at(version.acceptedAt) })}</p>
          <dl className={styles.facts}>
            <dt>{t('follow.offer.booking')}</dt>
            <dd>
              <bdi>{booking}</bdi>
            </dd>
            <dt>{t('follow.offer.accepted_by')}</dt>
            <dd dir="auto">{version.acceptorName}</dd>
            {version.orderNumber ? (
              <>
                <dt>{t('follow.offer.order_number')}</dt>
                <dd dir="auto">{version.orderNumber}</dd>
              </>
            ) : null}
          </dl>
        </>
      );
    case 'withdrawn':
      return (
        <WithReason
          said={t('follow.offer.state.withdrawn', { date: at(version.withdrawnAt) })}
          reason={version.withdrawReason}
        />
      );
    case 'declined':
      return (
        <WithReason
          said={t('follow.offer.state.declined', { date: at(version.declinedAt) })}
          reason={version.declineReason}
        />
      );
    case 'expired':
      return <p>{t('follow.offer.state.expired', { date: until })}</p>;
    case 'superseded':
      return <p>{t('follow.offer.state.superseded')}</p>;
    default:
      return <p>{t('follow.offer.state.sent', { date: at(version.sentAt), until })}</p>;
  }
}

/** One version sent: its state, total and validity in the page's language, its PDF, and the document as sent. */
export function OfferVersion({ token, version, booking, language }: OfferVersionProps) {
  const { t } = useTranslation(QUOTE_NS);
  const format = useFormat();
  return (
    <article className={styles.offer} data-offer-state={version.status} aria-labelledby={`offer-v${version.version}`}>
      <h3 id={`offer-v${version.version}`}>
        {t('follow.offer.version', { version: version.version })} —{' '}
        <span className={styles.state}>{t(`follow.offer.status.${version.status}`)}</span>
      </h3>
      <VersionState version={version} booking={booking} language={language} />
      <dl className={styles.facts}>
        <dt>{t('follow.offer.total')}</dt>
        <dd>
          <bdi>{formatOfferMoney(version.totalCents, version.currency, language, format)}</bdi>
        </dd>
        <dt>{t('follow.offer.valid_until')}</dt>
        <dd>{formatOfferDate(version.validUntil, language, format)}</dd>
      </dl>
      <p>
        <a href={offerPdfHref(token, version.version)} download>
          {t('follow.offer.pdf', { version: version.version })}
        </a>
      </p>
      <div
        className={styles.document}
        // The server's own rendering of the offer, every typed text escaped (server/src/api/offers/offer-document.ts):
        // the page shows what the PDF shows. It holds no script nor style attribute, so the page's CSP holds.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, the same HTML as the PDF
        dangerouslySetInnerHTML={{ __html: version.html }}
      />
    </article>
  );
}
