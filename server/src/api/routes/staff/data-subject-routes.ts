import type { FastifyPluginAsync } from 'fastify';
import { dataSubjectEraseSchema, dataSubjectQuerySchema } from '@freight/shared/core/schemas/staff-data-subjects';
import { eraseDataSubject, exportCounts, exportDataSubject } from '../../data-protection/data-subjects';
import type { ZodTypeProvider } from '../../http/zod';
import { signedIn } from '../../plugins/app/staff-auth';
import { writeAudit } from '../../staff/audit';

const ADMIN_ONLY = { staffAccess: [] } as const;

/**
 * /api/staff/data-subjects: an admin exports (JSON file) or erases everything
 * stored about one e-mail address. The audit keeps who did it and the counts,
 * never the address (docs/decisions/019-content-editing-and-retention.md).
 */
export const staffDataSubjectRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/staff/data-subjects/export',
    { config: ADMIN_ONLY, schema: { querystring: dataSubjectQuerySchema } },
    async (request, reply) => {
      const admin = signedIn(request);
      const now = new Date();
      const data = await exportDataSubject(app.db, request.query.email, now);
      // A HEAD discloses nothing: only a GET is an export.
      if (request.method === 'GET')
        await writeAudit(app.db, {
          actorId: admin.accountId,
          action: 'data-subject-exported',
          targetKind: 'data-subject',
          details: { counts: exportCounts(data) },
        });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="data-subject-${now.toISOString().slice(0, 10)}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/staff/data-subjects/erase',
    { config: ADMIN_ONLY, schema: { body: dataSubjectEraseSchema } },
    async (request) => {
      const admin = signedIn(request);
      const { counts } = await eraseDataSubject(app.db, request.body.email);
      await writeAudit(app.db, {
        actorId: admin.accountId,
        action: 'data-subject-erased',
        targetKind: 'data-subject',
        details: { counts },
      });
      return { erased: counts };
    },
  );
};
