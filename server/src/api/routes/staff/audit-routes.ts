import type { FastifyPluginAsync } from 'fastify';
import { staffAuditQuerySchema } from '@freight/shared/core/schemas/staff';
import type { ZodTypeProvider } from '../../http/zod';
import { listAudit } from '../../staff/audit';

/** GET /api/staff/audit: the log, newest first, by actor, action and date range (admins). */
export const staffAuditRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/staff/audit',
    { config: { staffAccess: [] }, schema: { querystring: staffAuditQuerySchema } },
    async (request) => listAudit(app.db, request.query),
  );
};
