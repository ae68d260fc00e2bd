import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/error-text';
import { StaffApiError } from '../../../lib/staff-api';

/** A 409 STALE_UPDATE as "changed by X at T meanwhile"; any other refusal as the back office says it. */
export function refusalText(t: TFunction, language: string, error: unknown): string {
  if (!(error instanceof StaffApiError) || error.code !== 'STALE_UPDATE') return errorText(t, error);
  const by = error.body.updated_by;
  const name =
    by && typeof by === 'object' && 'name' in by && typeof by.name === 'string' ? by.name : t('inbox.someone');
  const at = typeof error.body.updated_at === 'string' ? new Date(error.body.updated_at) : null;
  const time =
    at && !Number.isNaN(at.getTime())
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(at)
      : '';
  return t('inbox.stale', { name, at: time });
}

export const isStale = (error: unknown) => error instanceof StaffApiError && error.code === 'STALE_UPDATE';
