import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/database';
import { HttpError } from '../../http/errors';

/** A readiness check waits no longer than this for the database (a load balancer checks every second or two). */
export const READY_DB_TIMEOUT_MS = 2_000;

/**
 * /api/health: liveness, 200 when the database answers (the server listens only after migrating and
 * seeding). /api/ready: whether to send this instance traffic: 503 from the moment it is asked to stop,
 * and while the database is unreachable.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_DB_TIMEOUT_MS} ms`)), READY_DB_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(app.db), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok' };
  });

  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Answered here, not thrown: a 503 of the error handler says nothing of its cause, and a load
    // balancer's probe every second is not an error to log each time.
    const notReady = (code: string, message: string) => reply.code(503).send({ statusCode: 503, code, message });
    if (app.lifecycle.draining) return notReady('SHUTTING_DOWN', 'This instance is stopping');
    try {
      await databaseAnswers();
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database unreachable');
      return notReady('DATABASE_UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ready' };
  });
};
