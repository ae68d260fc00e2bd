import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/api/db/database';
import { createMailer } from '../../src/api/outbox/mailer';
import { createOutboxSender, type OutboxSender } from '../../src/api/outbox/sender';

/** An outbox sender of `app` delivering to the SMTP server at `smtpUrl`, CVs read from the app's database. */
export function smtpOutboxSender(app: FastifyInstance, smtpUrl: string): OutboxSender {
  return createOutboxSender({
    db: app.db,
    mailer: createMailer({ smtpUrl, from: 'noreply@boughaz-freight.example', log: app.log, db: app.db }),
    log: app.log,
  });
}

/** Leaves only the company's e-mail about `reference` due: every other pending message is marked failed. */
export async function onlyDueAbout(db: Queryable, reference: string): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'failed' WHERE status = 'pending' AND (payload->>'reference') IS DISTINCT FROM $1`,
    [reference],
  );
}
