import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** How long the server keeps serving after SIGTERM, with /api/ready at 503, before it stops listening. */
  drainMs: number;
  /** From SIGTERM, the longest wait for requests in progress (a stalled upload too) before their connections are cut. */
  graceMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownTimes = { drainMs: 3_000, graceMs: 15_000 };

/**
 * A stop without losing a request: readiness goes to 503 at once and answers close their connections,
 * then after the drain the listener closes and Fastify waits for the requests in progress (its onClose
 * hooks, the outbox's current message and the database, run after them); whatever still runs when the
 * grace ends is cut.
 */
export async function shutDown(app: FastifyInstance, { drainMs, graceMs }: ShutdownTimes): Promise<void> {
  const started = Date.now();
  app.lifecycle.drain();
  await new Promise((resolve) => setTimeout(resolve, Math.min(drainMs, graceMs)));
  const cut = setTimeout(
    () => {
      app.log.warn('shutdown: the grace period is over, closing the connections still open');
      app.server.closeAllConnections();
    },
    Math.max(0, graceMs - (Date.now() - started)),
  );
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
