import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { hasForbiddenCharacters } from '@freight/shared/core/schemas/fields';
import { isValidationKey } from '@freight/shared/core/schemas/messages';

// What holds for every request the fuzz suite sends, whatever it holds.

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** The documented error body, nothing more: { statusCode, code, message, fields? }. */
const documentedError = apiErrorSchema.strict();

/** Never a 5xx; an error is the documented JSON body, its statusCode the status, its field errors message keys. */
export function expectAnswered(response: LightMyRequestResponse, what: string): void {
  const context = `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const error = documentedError.parse(response.json());
  expect(error.statusCode, context).toBe(response.statusCode);
  expect(error.code, context).toMatch(/^[A-Z][A-Z_]+$/);
  for (const key of Object.values(error.fields ?? {})) expect(isValidationKey(key), `${context}: ${key}`).toBe(true);
}

export interface Counts {
  rows: number;
  mails: number;
}

export async function countsOf(app: FastifyInstance, table: string): Promise<Counts> {
  const { rows } = await app.db.query<{ rows: number; mails: number }>(
    `SELECT (SELECT count(*)::int FROM ${table}) AS rows, (SELECT count(*)::int FROM outbox) AS mails`,
  );
  return rows[0] ?? { rows: Number.NaN, mails: Number.NaN };
}

/**
 * A refusal stores nothing and queues no e-mail; an acceptance stores one
 * request with its e-mails, or nothing (a replay, a decoy for a bot).
 */
export function expectStoredOnlyIfAccepted(status: number, before: Counts, after: Counts, what: string): void {
  if (status !== 201) {
    expect(after, `${what} was refused (${status}) but stored something`).toEqual(before);
    return;
  }
  expect([0, 1], what).toContain(after.rows - before.rows);
  if (after.rows === before.rows) expect(after.mails, what).toBe(before.mails);
  else expect(after.mails, what).toBeGreaterThan(before.mails);
}

/** Every string of a stored payload is clean text: no control character but line breaks and tabs, no lone surrogate, no bidi control. */
export function expectCleanText(value: unknown, what: string): void {
  if (typeof value === 'string') {
    expect(hasForbiddenCharacters(value, { multiline: true }), `${what}: ${JSON.stringify(value)}`).toBe(false);
    expect(BIDI_CONTROLS.test(value), `${what}: ${JSON.stringify(value)}`).toBe(false);
  } else if (Array.isArray(value)) {
    for (const item of value) expectCleanText(item, what);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      expectCleanText(key, what);
      expectCleanText(item, what);
    }
  }
}
