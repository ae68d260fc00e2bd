import type { TFunction } from 'i18next';
import { errorText, staleChange } from './error-text';

/** A 409 STALE_UPDATE as "changed by X at T meanwhile"; any other refusal as the back office says it. */
export function refusalText(t: TFunction, language: string, error: unknown): string {
  const stale = staleChange(error);
  if (!stale) return errorText(t, error);
  const at = stale.at ? new Date(stale.at) : null;
  const time =
    at && !Number.isNaN(at.getTime())
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(at)
      : '';
  return t('inbox.stale', { name: stale.name ?? t('inbox.someone'), at: time });
}

export const isStale = (error: unknown) => staleChange(error) !== null;
