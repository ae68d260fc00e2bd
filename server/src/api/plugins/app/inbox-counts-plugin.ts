import fp from 'fastify-plugin';
import { compactInboxCounts } from '../../requests/inbox-counts';
import { runPeriodically } from './periodic';

export interface InboxCountsPluginOptions {
  /** How often the kept counts' deltas are folded (docs/decisions/036); 0: never (tests fold themselves). */
  compactIntervalMs: number;
}

/** Folds the inbox's kept counts once the server is ready, then every interval; stopped before the database closes. */
export const inboxCountsPlugin = fp<InboxCountsPluginOptions>(
  async (app, { compactIntervalMs }) => {
    if (compactIntervalMs <= 0) return;
    runPeriodically(app, {
      intervalMs: compactIntervalMs,
      task: () => compactInboxCounts(app.db),
      failure: 'folding the inbox counts failed',
    });
  },
  { name: 'inbox-counts', dependencies: ['db'] },
);
