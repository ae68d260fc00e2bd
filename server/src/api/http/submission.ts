import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormMeta } from '@freight/shared/core/schemas/form-meta';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { refundedWhenUnavailable } from './refunded-limit';
import { HttpError, ValidationFailed } from './errors';
import { languageOf } from './form-meta';

// What every form endpoint shares: JSON bodies only, small ones, its own rate
// limit per address, an optional Idempotency-Key, and a 201 { reference } answer.

/** Far above a real form (text fields are capped by the schemas), far below the 1 MB default. */
export const SUBMISSION_BODY_LIMIT = 64 * 1024;

import type { SubmissionResponse } from '@freight/shared/core/api/submission-response';
export { submissionResponseSchema } from '@freight/shared/core/api/submission-response';

const IDEMPOTENCY_KEY_MAX = 200;

/** The `charset` parameter of a Content-Type, lower-cased and unquoted, if any. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return match?.[2]?.toLowerCase();
}

/**
 * Refuses a header sent more than once: Node joins two Idempotency-Keys into
 * one key ("a, b") and keeps only the first Content-Type, so either would be
 * a guess at what the client meant.
 */
export function requireSingleHeader(request: FastifyRequest, name: 'content-type' | 'idempotency-key'): void {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let index = 0; index < raw.length; index += 2) if (raw[index]?.toLowerCase() === name) count += 1;
  if (count > 1) throw new HttpError(400, 'DUPLICATE_HEADER', `Send the ${name} header once`);
}

/**
 * preParsing hook: anything but application/json in UTF-8 (JSON's only
 * encoding, RFC 8259) is refused before its body is read; a UTF-16 body read
 * as UTF-8 would be stored as garbage.
 */
export async function requireJson(request: FastifyRequest): Promise<void> {
  requireSingleHeader(request, 'content-type');
  const contentType = request.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  const charset = charsetOf(contentType);
  if (mediaType !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as application/json in UTF-8');
  }
}

/** The Idempotency-Key header (sent once, 1 to 200 characters), if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  requireSingleHeader(request, 'idempotency-key');
  if (typeof value !== 'string' || value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX) {
    const key =
      typeof value === 'string' && value.length > IDEMPOTENCY_KEY_MAX ? VALIDATION.tooLong : VALIDATION.invalid;
    throw new ValidationFailed({ 'idempotency-key': key }, 'header');
  }
  return value;
}

/** 201 with the reference; a replay says so, for clients and logs. */
export function sendStored(reply: FastifyReply, stored: { reference: string; replayed: boolean }): SubmissionResponse {
  reply.code(201);
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return { reference: stored.reference };
}

/** A form endpoint's own limit per client address; false leaves it under the general /api limit. */
export type FormRateLimit = { max: number; timeWindowMs: number } | false;

/**
 * Route options of every JSON form endpoint: 64 KB at most, JSON only, its own rate limit, counted
 * under `url` and given back when the database was away (refunded-limit.ts).
 */
export function jsonFormRouteOptions(url: string, rateLimit: FormRateLimit) {
  return {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    preParsing: requireJson,
    config: rateLimit ? { rateLimit: refundedWhenUnavailable(url, rateLimit) } : {},
  };
}

/** What the HTTP layer knows about a submission besides its body. */
export interface SubmissionMeta {
  idempotencyKey?: string;
  clientIp: string;
  receivedAt: Date;
  /** The language the visitor used (a base code; 'fr' when the page did not say): stored, and the acknowledgement's. */
  language: SiteLanguage;
  /** The request's own origin: the follow-up link's when PUBLIC_ORIGIN is unset. */
  origin: string;
}

/** What a form endpoint stores besides the form's fields: the key, the visitor's address and language, the time. */
export function submissionMetaOf(request: FastifyRequest, formMeta: FormMeta): SubmissionMeta {
  return {
    idempotencyKey: idempotencyKeyOf(request),
    clientIp: request.ip,
    receivedAt: new Date(),
    language: languageOf(formMeta),
    origin: `${request.protocol}://${request.host}`,
  };
}
