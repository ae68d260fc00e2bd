import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';

/** 200 only when the database answers; the server listens only after migrating and seeding. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.query('SELECT 1');
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok' };
  });
};
