import type { TFunction } from 'i18next';
import { StaffApiError } from './staff-api';

// The API's refusals as the back office says them: error codes from the API, texts here.

const CODE_KEYS: Record<string, string> = {
  INVALID_CREDENTIALS: 'errors.invalid_credentials',
  PASSWORD_TOO_WEAK: 'errors.password_too_weak',
  PASSWORD_TOO_GUESSABLE: 'errors.password_too_guessable',
  RESET_LINK_INVALID: 'errors.reset_link_invalid',
  EMAIL_TAKEN: 'errors.email_taken',
  OWN_ACCOUNT: 'errors.own_account',
  ACCOUNT_DISABLED: 'errors.account_disabled',
  FORBIDDEN_ROLE: 'errors.forbidden_role',
  CSRF_TOKEN_INVALID: 'errors.csrf',
  NOT_SIGNED_IN: 'errors.session_expired',
  SESSION_EXPIRED: 'errors.session_expired',
  VALIDATION_FAILED: 'errors.check_fields',
  PICTURE_NOT_FROM_SITE: 'errors.check_fields',
  VIEW_NAME_TAKEN: 'errors.view_name_taken',
  // A reply's files and templates (docs/decisions/034).
  ATTACHMENT_TYPE: 'errors.attachment_type',
  ATTACHMENT_TOO_LARGE: 'errors.attachment_too_large',
  ATTACHMENTS_TOO_LARGE: 'errors.attachments_too_large',
  TOO_MANY_ATTACHMENTS: 'errors.too_many_attachments',
  ATTACHMENT_EMPTY: 'errors.attachment_empty',
  TEMPLATE_NOT_YOURS: 'errors.template_not_yours',
  // The media library (docs/decisions/035, "Media").
  MEDIA_TYPE: 'errors.media_type',
  MEDIA_TOO_LARGE: 'errors.media_too_large',
  MEDIA_MISSING: 'errors.media_missing',
  MEDIA_IN_USE: 'errors.media_in_use',
  PDF_UNAVAILABLE: 'offers.errors.pdf_unavailable',
  OFFER_DRAFT_EXISTS: 'offers.errors.draft_exists',
  OFFER_ACCEPTED: 'offers.errors.accepted',
  OFFER_NOT_DRAFT: 'offers.errors.not_draft',
  OFFER_NOT_SENT: 'offers.errors.not_sent',
  OFFER_VALIDITY_PAST: 'offers.errors.validity_past',
  OFFER_NOT_FOUND: 'offers.errors.not_found',
  network_error: 'errors.network',
};

/** The translated sentence for a failed call (`t` of the staff namespace). */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof StaffApiError)) return t('errors.unexpected');
  if (error.status === 429)
    return error.retryAfter ? t('errors.rate_limited_wait', { count: error.retryAfter }) : t('errors.rate_limited');
  const stale = staleChange(error);
  if (stale) return stale.name ? t('errors.stale_update', { name: stale.name }) : t('errors.stale_update_someone');
  const key = CODE_KEYS[error.code];
  return key ? t(key) : t('errors.unexpected');
}

/** Who changed the record meanwhile and when, from a 409 STALE_UPDATE (null for any other refusal). */
export interface StaleChange {
  name: string | null;
  at: string | null;
}

export function staleChange(error: unknown): StaleChange | null {
  if (!(error instanceof StaffApiError) || error.code !== 'STALE_UPDATE') return null;
  const by = error.body.updated_by;
  const name = by && typeof by === 'object' && 'name' in by && typeof by.name === 'string' ? by.name : null;
  const at = typeof error.body.updated_at === 'string' ? error.body.updated_at : null;
  return { name, at };
}
