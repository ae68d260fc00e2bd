import fp from 'fastify-plugin';
import { createSpamGuard, type SpamGuard } from '../../requests/spam-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The forms' honeypot and fill-time check (requests/spam-guard.ts). */
    spamGuard: SpamGuard;
  }
}

export const spamGuardPlugin = fp<{ minFillMs: number }>(
  async (app, { minFillMs }) => {
    app.decorate('spamGuard', createSpamGuard(minFillMs));
  },
  { name: 'spam-guard' },
);
