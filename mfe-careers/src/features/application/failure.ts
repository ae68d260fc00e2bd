import { ApiRequestError } from '@freight/shared/web/api/client';
import { describeSubmitFailure, type SubmitFailureReason } from '@freight/shared/web/api/submit-failure';
import { VALIDATION, type ValidationKey } from '@freight/shared/core/schemas/messages';
import { isFieldName, type FieldName } from './fields';

/** Why sending failed, as the visitor is told (`apply.failure.<reason>` in the careers namespace). */
export type FailureReason = SubmitFailureReason | 'file_too_large' | 'file_type';

export interface Failure {
  reason: FailureReason;
  /** Errors to show under the fields: field -> `forms` message key. */
  fields: Partial<Record<FieldName, ValidationKey>>;
}

/**
 * Reads a failed POST /api/condidature: a CV refused for its size (413) or
 * content (415) goes under the CV; the rest as every form reads it.
 */
export function describeFailure(error: unknown): Failure {
  if (error instanceof ApiRequestError) {
    if (error.status === 413 || error.code === 'FILE_TOO_LARGE')
      return { reason: 'file_too_large', fields: { file: VALIDATION.fileSize } };
    if (error.status === 415 || error.code === 'UNSUPPORTED_FILE_TYPE')
      return { reason: 'file_type', fields: { file: VALIDATION.fileType } };
  }
  return describeSubmitFailure(error, isFieldName);
}
