import {
  describeSubmitFailure,
  type SubmitFailure,
  type SubmitFailureReason,
} from '@freight/shared/web/api/submit-failure';
import { isContactField, type ContactField } from './fields';

/** Why sending failed, as the visitor is told (`contact.form.failure.<reason>`). */
export type FailureReason = SubmitFailureReason;
export type Failure = SubmitFailure<ContactField>;

/** Reads a failed POST /api/contact. */
export function describeFailure(error: unknown): Failure {
  return describeSubmitFailure(error, isContactField);
}
