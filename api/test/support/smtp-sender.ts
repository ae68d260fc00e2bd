import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../src/outbox/mailer';
import { createOutboxSender, type OutboxSender } from '../../src/outbox/sender';

/** An outbox sender of `app` delivering to the SMTP server at `smtpUrl`, CVs read from the app's database. */
export function smtpOutboxSender(app: FastifyInstance, smtpUrl: string): OutboxSender {
  return createOutboxSender({
    db: app.db,
    mailer: createMailer({ smtpUrl, from: 'noreply@boughaz-freight.example', log: app.log, db: app.db }),
    log: app.log,
  });
}
