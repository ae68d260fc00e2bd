import type { FastifyPluginAsync } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { inboxExportQuerySchema } from '@freight/shared/core/schemas/staff-inbox';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { HttpError, notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { countExportRows, exportCsv, exportRows } from '../../requests/csv-export';
import { applicationCv, readCv } from '../../requests/cv-store';
import { recordEvent } from '../../requests/workflow';
import { writeAudit } from '../../staff/audit';
import { forbiddenKind, INBOX_ACCESS, reachableKind, referenceParamsSchema, scopeOf } from './request-access';
import { signedIn } from '../../plugins/app/staff-auth';

export interface StaffRequestFileRoutesOptions {
  /** Rows a query of the CSV export reads (tests make it small). */
  exportBatchSize?: number;
  /** The overdue filter's target, as the list's (request-routes.ts). */
  firstAnswerTargetHours: number;
}

/** `attachment` with the name in ASCII (what is not becomes `_`) and in UTF-8 (RFC 5987) for the browsers that read it. */
export function attachment(fileName: string): string {
  return contentDisposition(fileName, { fallback: fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') });
}

/** What leaves the inbox as a file: an applicant's CV, the CSV export (docs/decisions/018-staff-inbox.md). */
export const staffRequestFileRoutes: FastifyPluginAsync<StaffRequestFileRoutesOptions> = async (
  fastify,
  { exportBatchSize, firstAnswerTargetHours },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Only through this route: each download is audited. The CV streams from the
  // database a slice at a time (requests/cv-store.ts), whichever instance stored it.
  app.get(
    '/api/staff/requests/:reference/cv',
    { config: { staffAccess: ['recruiter'] }, schema: { params: referenceParamsSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { reference } = request.params;
      if (reachableKind(request, reference) !== 'application') throw notFound('Only applications have a CV');
      const cv = await applicationCv(app.db, reference);
      if (!cv) throw notFound('No such request');
      const file = await readCv(app.db, cv.key).catch((error: unknown) => {
        request.log.error({ err: error, reference }, 'the CV of an application is missing from the database');
        throw new HttpError(404, 'CV_MISSING', 'The CV of this application is missing');
      });
      // A HEAD request downloads nothing: only a GET is recorded.
      if (request.method === 'GET')
        await app.db.transaction(async (tx) => {
          await writeAudit(tx, {
            actorId: staff.accountId,
            action: 'cv-downloaded',
            targetKind: 'application',
            targetId: reference,
            details: { file_name: cv.file_name, size: cv.size },
          });
          await recordEvent(tx, { reference, actorId: staff.accountId, type: 'cv-downloaded' });
        });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(cv.file_name))
        .header('content-length', cv.size)
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );

  app.get(
    '/api/staff/requests.csv',
    { config: INBOX_ACCESS, schema: { querystring: inboxExportQuerySchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { lang, ...filters } = request.query;
      const scope = scopeOf(request, firstAnswerTargetHours);
      if (filters.kind && !scope.kinds.includes(filters.kind)) throw forbiddenKind(filters.kind);
      // Audited before the first byte leaves, with the number of rows the filters select now.
      const count = await countExportRows(app.db, filters, scope);
      await writeAudit(app.db, {
        actorId: staff.accountId,
        action: 'requests-exported',
        targetKind: 'requests',
        details: { filters, rows: count },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="requests-${todayIso()}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(exportCsv(exportRows(app.db, filters, scope, exportBatchSize), lang));
    },
  );
};
