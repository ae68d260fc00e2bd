import fp from 'fastify-plugin';
import { createRetention, type Retention } from '../../data-protection/retention';
import { runPeriodically } from './periodic';

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
    runPeriodically(app, { intervalMs, task: () => retention.sweep(), failure: 'retention sweep failed' });
  },
  { name: 'retention', dependencies: ['db'] },
);
