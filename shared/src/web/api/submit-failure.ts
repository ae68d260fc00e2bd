import { toValidationKey, type ValidationKey } from '../../core/schemas/messages';
import { ApiRequestError, CLIENT_ERROR_CODES } from '@freight/shared/web/api/client';

/** Why a form's submission failed, as the visitor is told. */
export type SubmitFailureReason = 'validation' | 'rate_limited' | 'network' | 'timeout' | 'server';

export interface SubmitFailure<TField extends string> {
  reason: SubmitFailureReason;
  /** Errors the API found, to show under their fields: field -> `forms` message key. */
  fields: Partial<Record<TField, ValidationKey>>;
}

/**
 * Reads a failed form POST (failures are never silent: docs/product-rules.md#failures): the
 * API's field errors for the form's own fields, else why it failed. A 400
 * naming no field of the form counts as a server failure.
 */
export function describeSubmitFailure<TField extends string>(
  error: unknown,
  isField: (name: string) => name is TField,
): SubmitFailure<TField> {
  if (!(error instanceof ApiRequestError)) return { reason: 'server', fields: {} };
  if (error.status === 429) return { reason: 'rate_limited', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.network) return { reason: 'network', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.timeout) return { reason: 'timeout', fields: {} };
  if (error.status === 400 || error.status === 422) {
    const fields: Partial<Record<TField, ValidationKey>> = {};
    for (const [name, key] of Object.entries(error.fields)) {
      if (isField(name)) fields[name] = toValidationKey(key);
    }
    if (Object.keys(fields).length > 0) return { reason: 'validation', fields };
  }
  return { reason: 'server', fields: {} };
}
