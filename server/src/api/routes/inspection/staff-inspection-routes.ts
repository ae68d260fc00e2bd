import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { ageSessions, lastMailTo } from '../../inspection/inspection-queries';
import { createAdmin } from '../../staff/create-admin';

/**
 * The back office's browser journeys: an admin to start from (as `npm run staff:create-admin` makes
 * one), the last e-mail the outbox holds for an address (the one-time link), and a member's sessions
 * aged past the idle timeout. Registered with the inspection routes, only when the server starts with
 * TEST_INSPECTION=1 (the e2e servers); never in a real deployment.
 */
export const staffInspectionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/test/staff/admins',
    { schema: { body: z.object({ email: z.string(), name: z.string(), password: z.string() }) } },
    async (request, reply) => {
      const created = await createAdmin(app.db, request.body);
      return reply.code(created.status === 'created' ? 201 : 200).send(created);
    },
  );

  app.get('/api/test/staff/mail', { schema: { querystring: z.object({ to: z.string() }) } }, async (request) => {
    const mail = await lastMailTo(app.db, request.query.to);
    if (!mail) throw notFound(`No e-mail to ${request.query.to}`);
    return mail;
  });

  app.post(
    '/api/test/staff/expire-sessions',
    { schema: { body: z.object({ email: z.string() }) } },
    async (request) => {
      return { expired: await ageSessions(app.db, request.body.email) };
    },
  );
};
