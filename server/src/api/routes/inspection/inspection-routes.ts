import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import type { SubmissionTable } from '../../requests/store-submission';

export interface InspectionRoutesOptions {
  /** The tables of stored submissions, found by the first letter of a reference. */
  tables: readonly SubmissionTable[];
}

const REFERENCE = /^([A-Z])-\d{4}-\d{6,}$/;

/**
 * GET /api/test/requests/:reference: what the database holds for a reference
 * (the stored submission with its `language` and, for applications,
 * `cv_consent_at`; the company's outbox e-mails; the visitor's
 * acknowledgements; how many rows of its table share its e-mail; for an
 * application, `cv`: the size and SHA-256 of the CV bytes the database holds, or
 * null), so browser journeys check that a request was really kept, once. Registered only when the server starts with
 * TEST_INSPECTION=1 (the e2e servers); never in a real deployment.
 */
export const inspectionRoutes: FastifyPluginAsync<InspectionRoutesOptions> = async (fastify, { tables }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.log.warn(
    'TEST_INSPECTION is on: GET /api/test/requests/:reference shows stored submissions. Never use it in production.',
  );

  app.get(
    '/api/test/requests/:reference',
    { schema: { params: z.object({ reference: z.string().regex(REFERENCE) }) } },
    async (request) => {
      const { reference } = request.params;
      const prefix = REFERENCE.exec(reference)?.[1];
      const target = tables.find((table) => table.prefix === prefix);
      if (!target) throw notFound(`No request table for ${reference}`);
      const { rows } = await app.db.query<Record<string, unknown>>(
        `SELECT * FROM ${target.table} WHERE reference = $1`,
        [reference],
      );
      const row = rows[0];
      if (!row) throw notFound(`No request ${reference}`);
      const { rows: outbox } = await app.db.query<Record<string, unknown>>(
        `SELECT kind, status, to_address, reply_to, subject, attachments FROM outbox WHERE payload->>'reference' = $1 ORDER BY id`,
        [reference],
      );
      const { rows: acknowledgements } = await app.db.query<Record<string, unknown>>(
        `SELECT kind, status, to_address, reply_to, subject, payload->>'language' AS language FROM outbox
         WHERE payload->>'acknowledges' = $1 ORDER BY id`,
        [reference],
      );
      const { rows: counts } = await app.db.query<{ n: number; same_email: number }>(
        `SELECT count(*)::int AS n, (count(*) FILTER (WHERE lower(email) = lower($1)))::int AS same_email FROM ${target.table}`,
        [row.email],
      );
      const { rows: files } = target.fileTable
        ? await app.db.query<{ size: number; sha256: string }>(
            `SELECT octet_length(content) AS size, encode(sha256(content), 'hex') AS sha256
             FROM ${target.fileTable} WHERE storage_key = $1`,
            [row.cv_storage_key],
          )
        : { rows: [] };
      return {
        table: target.table,
        count: counts[0]?.n ?? 0,
        sameEmail: counts[0]?.same_email ?? 0,
        row,
        outbox,
        acknowledgements,
        ...(target.fileTable ? { cv: files[0] ?? null } : {}),
      };
    },
  );
};
