import type { TFunction } from 'i18next';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { formatMoney } from '../../../lib/money';

/** The list's offer: the newest version's state and total ("Sent · €2,400.00"), or "No offer". */
export function offerCell(t: TFunction, language: string, row: RequestSummary): string {
  if (!row.offer) return t('inbox.no_offer');
  const state = t(`offers.states.${row.offer.status}`);
  return `${state} · ${formatMoney(row.offer.total_cents, row.offer.currency, language)}`;
}
