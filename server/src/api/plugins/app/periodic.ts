import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready, then every `intervalMs`, logging a failure as `failure`;
 * stopped, and the running one awaited, before the database closes (onClose hooks run in reverse order).
 */
export function runPeriodically(
  app: FastifyInstance,
  { intervalMs, task, failure }: { intervalMs: number; task: () => Promise<unknown>; failure: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => app.log.error({ err: error }, failure));
  };
  app.addHook('onReady', async () => {
    run();
    // unref: a pending run never keeps the process alive.
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
