import fp from 'fastify-plugin';
import { createRetention, type Retention } from '../../data-protection/retention';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily deletion of expired applications; `sweep(now)` runs it at once. */
    retention: Retention;
  }
}

export interface RetentionPluginOptions {
  months: number;
  /** false: no daily run (tests call `app.retention.sweep(now)`). */
  autoSweep: boolean;
  intervalMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sweeps once the server is ready, then every day; stopped before the database closes. */
export const retentionPlugin = fp<RetentionPluginOptions>(
  async (app, { months, autoSweep, intervalMs = DAY_MS }) => {
    const retention = createRetention({ db: app.db, log: app.log, months });
    app.decorate('retention', retention);
    if (!autoSweep) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = retention.sweep().catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'));
    };
    app.addHook('onReady', async () => {
      run();
      // unref: a pending sweep never keeps the process alive.
      timer = setInterval(run, intervalMs).unref();
    });
    // onClose hooks run in reverse order: this one before the db plugin's.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db'] },
);
