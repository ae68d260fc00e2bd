import { ApiRequestError, CLIENT_ERROR_CODES } from '@freight/shared/api/client';
import { toValidationKey, type ValidationKey } from '@freight/shared/schemas/messages';
import { isContactField, type ContactField } from './fields';

/** Why sending failed, as the visitor is told (`contact.form.failure.<reason>`). */
export type FailureReason = 'validation' | 'rate_limited' | 'network' | 'timeout' | 'server';

export interface Failure {
  reason: FailureReason;
  /** Errors the API found, shown under their fields: field -> `forms` message key. */
  fields: Partial<Record<ContactField, ValidationKey>>;
}

/** Reads a failed POST /api/contact (DECISIONS.md: failures are never silent). */
export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return { reason: 'server', fields: {} };
  if (error.status === 429) return { reason: 'rate_limited', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.network) return { reason: 'network', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.timeout) return { reason: 'timeout', fields: {} };
  if (error.status === 400) {
    const fields: Failure['fields'] = {};
    for (const [name, key] of Object.entries(error.fields)) {
      if (isContactField(name)) fields[name] = toValidationKey(key);
    }
    if (Object.keys(fields).length > 0) return { reason: 'validation', fields };
  }
  return { reason: 'server', fields: {} };
}
