import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferVersion, OfferView } from '@freight/shared/core/offers/offer-schemas';
import { Button } from '@freight/shared/web/ui/button';
import { STAFF_NS } from '../../../config/i18n';
import { offerPdfHref, reviseOffer } from '../api/offers';
import { formatMoney } from '../../../lib/money';
import { OfferPreviewDialog } from './offer-preview-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import styles from '../offers.module.css';

/** Every version, newest first: its state, dates, total, PDF, and what the shipper answered. */
export function OfferVersions({
  offer,
  onSaved,
  onRefused,
}: {
  offer: OfferView;
  onSaved: (offer: OfferView | null) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const [dialog, setDialog] = useState<{ kind: 'preview' | 'withdraw'; version: number } | null>(null);
  const when = (at: string | null) =>
    at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)) : '';
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const revise = async (version: number) => {
    try {
      onSaved(await reviseOffer(offer.reference, version));
    } catch (error) {
      onRefused(error);
    }
  };
  const facts = (version: OfferVersion): Array<[string, string]> => {
    const rows: Array<[string, string | null | false]> = [
      [t('offers.total'), formatMoney(version.totalCents, version.currency, i18n.language)],
      [t('offers.valid_until'), day(version.validUntil)],
      [t('offers.changed_at'), when(version.updatedAt)],
      [t('offers.sent_at'), version.sentAt && when(version.sentAt)],
      [
        t('offers.withdrawn_at'),
        version.withdrawnAt && `${when(version.withdrawnAt)} · ${version.withdrawReason ?? ''}`,
      ],
      [t('offers.declined_at'), version.declinedAt && `${when(version.declinedAt)} · ${version.declineReason ?? ''}`],
      [t('offers.accepted_at'), version.acceptedAt && when(version.acceptedAt)],
      [t('offers.acceptor'), version.acceptedAt && version.acceptorName],
      [t('offers.order_number'), version.acceptedAt && (version.orderNumber || t('offers.none'))],
      [t('offers.booking'), version.status === 'accepted' && offer.booking],
    ];
    return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  };
  return (
    <section aria-labelledby="offer-versions">
      <h3 id="offer-versions">{t('offers.versions')}</h3>
      <ol className={styles.versions}>
        {offer.versions.map((version) => {
          const holds = version.status === 'sent' || version.status === 'expired';
          return (
            <li key={version.version} className={styles.version}>
              <h4>
                {t('offers.version', { version: version.version })} ·{' '}
                <span className={styles.state} data-state={version.status}>
                  {t(`offers.states.${version.status}`)}
                </span>
              </h4>
              <dl className={styles.versionFacts}>
                {facts(version).map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setDialog({ kind: 'preview', version: version.version })}
                >
                  {t('offers.preview_version', { version: version.version })}
                </Button>
                {version.pdfSha256 ? (
                  <a href={offerPdfHref(offer.reference, version.version)} download>
                    {t('offers.pdf', { version: version.version })}
                  </a>
                ) : null}
                {holds ? (
                  <>
                    <Button type="button" variant="secondary" onClick={() => void revise(version.version)}>
                      {t('offers.revise', { version: version.version })}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'withdraw', version: version.version })}
                    >
                      {t('offers.withdraw', { version: version.version })}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {dialog?.kind === 'preview' ? (
        <OfferPreviewDialog reference={offer.reference} version={dialog.version} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'withdraw' ? (
        <WithdrawDialog
          reference={offer.reference}
          version={dialog.version}
          onDone={(fresh) => {
            onSaved(fresh);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
