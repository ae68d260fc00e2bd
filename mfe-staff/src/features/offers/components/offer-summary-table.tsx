import { useTranslation } from 'react-i18next';
import type { OfferSummaryRow } from '@freight/shared/core/offers/offer-schemas';
import { STAFF_NS } from '../../../config/i18n';
import { formatMoney } from '../../../lib/money';
import styles from '../offers.module.css';

/** Per month of sending and currency: offers sent, accepted and declined, how many and their value. */
export function OfferSummaryTable({ rows, filtered = false }: { rows: OfferSummaryRow[]; filtered?: boolean }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const month = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  if (rows.length === 0) return <p>{t(filtered ? 'offers.summary_empty_range' : 'offers.summary_empty')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1), as the pager's tables.
    <section className={styles.summary} tabIndex={0} aria-labelledby="offer-summary-caption">
      <table>
        <caption id="offer-summary-caption">{t('offers.summary_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('offers.month')}</th>
            <th scope="col">{t('offers.currency')}</th>
            <th scope="col">{t('offers.sent_count')}</th>
            <th scope="col">{t('offers.sent_value')}</th>
            <th scope="col">{t('offers.accepted_count')}</th>
            <th scope="col">{t('offers.accepted_value')}</th>
            <th scope="col">{t('offers.declined_count')}</th>
            <th scope="col">{t('offers.declined_value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month}-${row.currency}`}>
              <th scope="row">{month(row.month)}</th>
              <td>{row.currency}</td>
              <td className={styles.amount}>{row.sent}</td>
              <td className={styles.amount}>{money(row.sentCents, row.currency)}</td>
              <td className={styles.amount}>{row.accepted}</td>
              <td className={styles.amount}>{money(row.acceptedCents, row.currency)}</td>
              <td className={styles.amount}>{row.declined}</td>
              <td className={styles.amount}>{money(row.declinedCents, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
