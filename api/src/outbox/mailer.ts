import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { OutboxRow } from './outbox';

/** Delivers one outbox message; resolves with the status the row takes, rejects to retry later. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  deliver(message: OutboxRow): Promise<'sent' | 'logged'>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it messages are only logged. */
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}

// Far below the outbox lease (sender.ts), so a hung server fails the attempt
// before another sender may claim the same message.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async deliver(message) {
        // No SMTP server configured: the log (and the outbox row) is where the company reads it.
        log.info(
          { outbox: message.id, kind: message.kind, to: message.to_address, subject: message.subject, text: message.text },
          'e-mail not sent (SMTP_URL is not set): logged instead',
        );
        return 'logged';
      },
      close() {},
    };
  }

  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transport.sendMail({
        to: message.to_address,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.contentBase64,
          encoding: 'base64',
        })),
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
