import { ApiRequestError, CLIENT_ERROR_CODES } from '@freight/shared/api/client';
import { VALIDATION, toValidationKey, type ValidationKey } from '@freight/shared/schemas/messages';
import { isFieldName, type FieldName } from './fields';

/** Why sending failed, as the visitor is told (`apply.failure.<reason>` in the careers namespace). */
export type FailureReason = 'validation' | 'file_too_large' | 'file_type' | 'rate_limited' | 'network' | 'timeout' | 'server';

export interface Failure {
  reason: FailureReason;
  /** Errors to show under the fields: field -> `forms` message key. */
  fields: Partial<Record<FieldName, ValidationKey>>;
}

/**
 * Reads a failed POST /api/condidature: the API's field errors go back under
 * their fields, a CV refused for its size (413) or content (415) under the CV.
 */
export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return { reason: 'server', fields: {} };
  if (error.status === 413 || error.code === 'FILE_TOO_LARGE') return { reason: 'file_too_large', fields: { file: VALIDATION.fileSize } };
  if (error.status === 415 || error.code === 'UNSUPPORTED_FILE_TYPE') return { reason: 'file_type', fields: { file: VALIDATION.fileType } };
  if (error.status === 429) return { reason: 'rate_limited', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.network) return { reason: 'network', fields: {} };
  if (error.code === CLIENT_ERROR_CODES.timeout) return { reason: 'timeout', fields: {} };
  if (error.status === 400 || error.status === 422) {
    const fields: Failure['fields'] = {};
    for (const [name, key] of Object.entries(error.fields)) {
      if (isFieldName(name)) fields[name] = toValidationKey(key);
    }
    if (Object.keys(fields).length > 0) return { reason: 'validation', fields };
  }
  return { reason: 'server', fields: {} };
}
