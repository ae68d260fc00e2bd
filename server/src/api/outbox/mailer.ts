import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/database';
import { replyFileBase64 } from '../replies/reply-attachments';
import { readCv } from '../requests/cv-store';
import type { OutboxAttachment, OutboxRow } from './outbox';

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
  /** Where attachments given by reference are read: an applicant's CV (requests/cv-store.ts), a reply's file. */
  db?: Queryable;
}

// A hung server fails the attempt after these; meanwhile the sender renews its
// claim on the message (sender.ts), so no other sender takes it.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

type MailAttachment = { filename: string; contentType: string } & (
  | { content: string; encoding: 'base64' }
  | { content: Readable }
);

/** Attachments as nodemailer takes them; a CV is streamed from the database a slice at a time, not loaded whole. */
async function mailAttachments(
  attachments: OutboxAttachment[] | null,
  db: Queryable | undefined,
): Promise<MailAttachment[]> {
  const opened: MailAttachment[] = [];
  try {
    for (const attachment of attachments ?? []) {
      const { filename, contentType } = attachment;
      if ('contentBase64' in attachment) {
        opened.push({ filename, contentType, content: attachment.contentBase64, encoding: 'base64' });
        continue;
      }
      if (!db) throw new Error(`No database to read the attachment of ${filename}`);
      if ('replyAttachmentId' in attachment) {
        const content = await replyFileBase64(db, attachment.replyAttachmentId);
        opened.push({ filename, contentType, content, encoding: 'base64' });
        continue;
      }
      // A missing CV rejects here: the attempt fails and is retried, then marked failed.
      opened.push({ filename, contentType, content: await readCv(db, attachment.storageKey) });
    }
    return opened;
  } catch (error) {
    for (const attachment of opened) if (typeof attachment.content !== 'string') attachment.content.destroy();
    throw error;
  }
}

/**
 * The same Message-ID on every attempt of one outbox row: a message sent again after a crash
 * (sender.ts: at least once) is the same message to the mailbox, which keeps one copy.
 */
export function outboxMessageId(message: Pick<OutboxRow, 'id' | 'created_ms'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${message.id}.${Math.round(message.created_ms).toString(36)}@${domain}>`;
}

export function createMailer({ smtpUrl, from, log, db }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async deliver(message) {
        // No SMTP server configured: the log (and the outbox row) is where the company reads it.
        const attachments = message.attachments?.map(({ filename, ...where }) =>
          'storageKey' in where
            ? { filename, storageKey: where.storageKey }
            : 'replyAttachmentId' in where
              ? { filename, replyAttachmentId: where.replyAttachmentId }
              : { filename },
        );
        log.info(
          {
            outbox: message.id,
            kind: message.kind,
            to: message.to_address,
            subject: message.subject,
            text: message.text,
            attachments,
          },
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
      const attachments = await mailAttachments(message.attachments, db);
      try {
        await transport.sendMail({
          messageId: outboxMessageId(message, from),
          to: message.to_address,
          replyTo: message.reply_to ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments,
        });
      } finally {
        // A failed send may leave a CV's stream unread.
        for (const attachment of attachments) if (typeof attachment.content !== 'string') attachment.content.destroy();
      }
      return 'sent';
    },
    close: () => transport.close(),
  };
}
