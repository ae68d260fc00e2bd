import fp from 'fastify-plugin';
import { createMailer } from '../../outbox/mailer';
import { createOutboxSender, type OutboxSender, type RetryPolicy } from '../../outbox/sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox; routes call `kick()` after enqueuing. */
    outbox: OutboxSender;
  }
}

export interface OutboxPluginOptions {
  /** Without it, messages are logged and marked 'logged'. */
  smtpUrl?: string;
  from: string;
  intervalMs: number;
  retry: RetryPolicy;
  /** false: no timer and no kick; messages wait for an explicit `app.outbox.runOnce()` (tests). */
  autoSend: boolean;
}

/** The outbox sender: started once the server is ready, stopped before the database closes. */
export const outboxPlugin = fp<OutboxPluginOptions>(
  async (app, options) => {
    // Attachments given by reference (CVs) are read from the database when sent.
    const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.from, log: app.log, db: app.db });
    const sender = createOutboxSender({ db: app.db, mailer, log: app.log, retry: options.retry });
    app.decorate('outbox', options.autoSend ? sender : { ...sender, kick() {} });
    if (options.autoSend) app.addHook('onReady', async () => sender.start(options.intervalMs));
    // onClose hooks run in reverse order: this one before the db plugin's.
    app.addHook('onClose', () => sender.stop());
    app.log.info({ transport: mailer.kind, from: options.from, autoSend: options.autoSend }, 'outbox ready');
  },
  { name: 'outbox', dependencies: ['db'] },
);
