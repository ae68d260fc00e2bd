import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { ContactMessage } from '@freight/shared/core/schemas/contact';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import type { QuoteRequest } from '@freight/shared/core/schemas/quote';
import type { Database } from '../db/database';
import { followUrl } from '../follow/follow-links';
import type { SubmissionMeta } from '../http/submission';
import {
  contactAcknowledgement,
  otherQuoteAcknowledgement,
  quoteAcknowledgement,
  type AcknowledgementContext,
} from '../mail/acknowledgements';
import {
  contactMessageNotification,
  otherQuoteNotification,
  quoteRequestNotification,
} from '../mail/submission-notifications';
import {
  CONTACT_MESSAGES,
  OTHER_QUOTE_REQUESTS,
  QUOTE_REQUESTS,
  storeSubmission,
  type StoredSubmission,
} from './store-submission';

export interface SubmissionsRepositoryOptions {
  /** Where the notifications go (NOTIFY_EMAIL). */
  notifyTo: string;
  /** The company of this deployment (SITE_PROFILE): its details end every acknowledgement. */
  profile: SiteProfile;
  /** The origin of the follow-up links (PUBLIC_ORIGIN); the submission's own when unset. */
  publicOrigin?: string;
}

/**
 * The acknowledgement's context for a submission stored under `reference` with a follow-up link's
 * token: its language and time, the company, the link in the visitor's language.
 */
export function acknowledgementContext(
  meta: SubmissionMeta,
  { profile, publicOrigin }: Pick<SubmissionsRepositoryOptions, 'profile' | 'publicOrigin'>,
) {
  return (reference: string, followToken: string): AcknowledgementContext => ({
    reference,
    language: meta.language,
    receivedAt: meta.receivedAt,
    profile,
    followUrl: followUrl(publicOrigin ?? meta.origin, meta.language, followToken),
  });
}

export function createSubmissionsRepository(db: Database, options: SubmissionsRepositoryOptions) {
  const { notifyTo } = options;
  return {
    /** Stores a quote request and queues its e-mail; 409 IDEMPOTENCY_CONFLICT when the key names another submission. */
    createQuote(quote: QuoteRequest, meta: SubmissionMeta): Promise<StoredSubmission> {
      const { cotation, client, product, loading, unloading } = quote;
      const ackContext = acknowledgementContext(meta, options);
      return storeSubmission(db, QUOTE_REQUESTS, {
        ...meta,
        payload: quote,
        columns: {
          quote_type: cotation.type,
          full_name: client.fullName,
          email: client.email,
          phone: client.phone,
          company: client.company,
          city: client.city,
          loading_place: loading.place,
          loading_date: loading.date,
          unloading_place: unloading.place,
          unloading_date: unloading.date,
          dangerous: product.dangerous,
        },
        notification: (reference) =>
          quoteRequestNotification(quote, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference, token) =>
          client.email ? quoteAcknowledgement(quote, ackContext(reference, token)) : null,
      });
    },

    createOtherQuote(quote: OtherQuoteRequest, meta: SubmissionMeta): Promise<StoredSubmission> {
      const { client, info } = quote;
      const ackContext = acknowledgementContext(meta, options);
      return storeSubmission(db, OTHER_QUOTE_REQUESTS, {
        ...meta,
        payload: quote,
        columns: {
          full_name: client.fullName,
          email: client.email,
          phone: client.phone,
          company: client.company,
          city: client.city,
          object: info.object,
        },
        notification: (reference) =>
          otherQuoteNotification(quote, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference, token) =>
          client.email ? otherQuoteAcknowledgement(quote, ackContext(reference, token)) : null,
      });
    },

    /** Stores a contact page message and queues its e-mail; same Idempotency-Key rules. */
    createContactMessage(message: ContactMessage, meta: SubmissionMeta): Promise<StoredSubmission> {
      const ackContext = acknowledgementContext(meta, options);
      return storeSubmission(db, CONTACT_MESSAGES, {
        ...meta,
        payload: message,
        columns: { full_name: message.name, email: message.email, telephone: message.telephone },
        notification: (reference) =>
          contactMessageNotification(message, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference, token) =>
          message.email ? contactAcknowledgement(message, ackContext(reference, token)) : null,
      });
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
