import fp from 'fastify-plugin';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { ContactMessage } from '@freight/shared/core/schemas/contact';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import type { QuoteRequest } from '@freight/shared/core/schemas/quote';
import type { Database } from '../../db/database';
import { contactAcknowledgement, otherQuoteAcknowledgement, quoteAcknowledgement, type AcknowledgementContext } from '../../mail/acknowledgements';
import { contactMessageNotification, otherQuoteNotification, quoteRequestNotification } from '../../mail/request-notifications';
import { CONTACT_MESSAGES, OTHER_QUOTE_REQUESTS, QUOTE_REQUESTS, storeRequest, type StoredRequest } from '../../requests/store-request';

/** What the HTTP layer knows about a submission besides its body. */
export interface SubmissionMeta {
  idempotencyKey?: string;
  clientIp: string;
  receivedAt: Date;
  /** The language the visitor used (a base code; 'fr' when the page did not say): stored, and the acknowledgement's. */
  language: SiteLanguage;
}

export interface RequestsRepositoryOptions {
  /** Where the notifications go (NOTIFY_EMAIL). */
  notifyTo: string;
  /** The company of this deployment (SITE_PROFILE): its details end every acknowledgement. */
  profile: SiteProfile;
}

/** The acknowledgement's context for a request stored under `reference`: its language and time, the company. */
export function acknowledgementContext(meta: SubmissionMeta, profile: SiteProfile) {
  return (reference: string): AcknowledgementContext => ({ reference, language: meta.language, receivedAt: meta.receivedAt, profile });
}

export function createRequestsRepository(db: Database, { notifyTo, profile }: RequestsRepositoryOptions) {
  return {
    /** Stores a quote request and queues its e-mail; 409 IDEMPOTENCY_CONFLICT when the key names another request. */
    createQuote(request: QuoteRequest, meta: SubmissionMeta): Promise<StoredRequest> {
      const { cotation, client, product, loading, unloading } = request;
      const ackContext = acknowledgementContext(meta, profile);
      return storeRequest(db, QUOTE_REQUESTS, {
        ...meta,
        payload: request,
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
          quoteRequestNotification(request, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference) => (client.email ? quoteAcknowledgement(request, ackContext(reference)) : null),
      });
    },

    createOtherQuote(request: OtherQuoteRequest, meta: SubmissionMeta): Promise<StoredRequest> {
      const { client, info } = request;
      const ackContext = acknowledgementContext(meta, profile);
      return storeRequest(db, OTHER_QUOTE_REQUESTS, {
        ...meta,
        payload: request,
        columns: {
          full_name: client.fullName,
          email: client.email,
          phone: client.phone,
          company: client.company,
          city: client.city,
          object: info.object,
        },
        notification: (reference) =>
          otherQuoteNotification(request, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference) => (client.email ? otherQuoteAcknowledgement(request, ackContext(reference)) : null),
      });
    },

    /** Stores a contact page message and queues its e-mail; same Idempotency-Key rules. */
    createContactMessage(message: ContactMessage, meta: SubmissionMeta): Promise<StoredRequest> {
      const ackContext = acknowledgementContext(meta, profile);
      return storeRequest(db, CONTACT_MESSAGES, {
        ...meta,
        payload: message,
        columns: { full_name: message.name, email: message.email, telephone: message.telephone },
        notification: (reference) =>
          contactMessageNotification(message, { reference, to: notifyTo, receivedAt: meta.receivedAt }),
        acknowledgement: (reference) => (message.email ? contactAcknowledgement(message, ackContext(reference)) : null),
      });
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    requests: RequestsRepository;
  }
}

export const requestsRepository = fp<RequestsRepositoryOptions>(
  async (app, options) => {
    app.decorate('requests', createRequestsRepository(app.db, options));
  },
  { name: 'requests-repository', dependencies: ['db'] },
);
