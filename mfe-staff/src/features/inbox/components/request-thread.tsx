import { useTranslation } from 'react-i18next';
import { replyAttachmentSchema, type ReplyAttachment } from '@freight/shared/core/schemas/reply-templates';
import type { RequestDetail, RequestEvent } from '@freight/shared/core/schemas/staff-inbox';
import { formatFileSize } from '@freight/shared/web/ui/file-size';
import { STAFF_NS } from '../../../config/i18n';
import { attachmentHref } from '../api/inbox';
import { DeliveryText } from './request-facts';
import styles from './request-thread.module.css';

/** The events that are said rather than done (the history lists them too, among the rest). */
const CONVERSATION_EVENTS: ReadonlySet<RequestEvent['type']> = new Set(['reply', 'note', 'visitor-message']);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The files a reply event lists (details.attachments); anything else there is ignored. */
function attachmentsOf(event: RequestEvent): ReplyAttachment[] {
  const listed = event.details.attachments;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((item) => {
    const parsed = replyAttachmentSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the visitor first wrote: the form's message, or, for a quote, what it asks (its route). */
function firstMessage(request: RequestDetail): string {
  const { payload } = request;
  const info = payload.info && typeof payload.info === 'object' ? (payload.info as Record<string, unknown>) : {};
  return text(payload.message) || text(info.message) || (request.subject ?? '');
}

/**
 * The request as a conversation, oldest first: the visitor's request and follow-up messages, the
 * staff's replies with their files (downloaded through the staff API only), internal notes apart.
 */
export function RequestThread({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const said = request.history.filter((event) => CONVERSATION_EVENTS.has(event.type)).toReversed();
  const time = (at: string) => <time dateTime={at}>{when.format(new Date(at))}</time>;
  return (
    <section aria-labelledby="request-thread">
      <h2 id="request-thread">{t('inbox.thread_title')}</h2>
      <ol className={styles.thread}>
        <li className={`${styles.message} ${styles.visitor}`}>
          <p className={styles.who}>
            <strong>{request.full_name}</strong> · {t('inbox.thread_request')} · {time(request.created_at)}
          </p>
          <p className={styles.body}>{firstMessage(request)}</p>
        </li>
        {said.map((event) => {
          const kind =
            event.type === 'visitor-message' ? styles.visitor : event.type === 'note' ? styles.note : styles.staff;
          const who = event.type === 'visitor-message' ? request.full_name : (event.actor?.name ?? t('inbox.nobody'));
          const files = attachmentsOf(event);
          return (
            <li key={event.id} className={`${styles.message} ${kind}`}>
              <p className={styles.who}>
                <strong>{who}</strong> ·{' '}
                {t(`inbox.thread_${event.type === 'visitor-message' ? 'visitor' : event.type}`)} · {time(event.at)}
              </p>
              {event.type === 'reply' && text(event.details.subject) ? (
                <p className={styles.body}>
                  <strong>{text(event.details.subject)}</strong>
                </p>
              ) : null}
              <p className={styles.body}>{text(event.details.text)}</p>
              {files.length > 0 ? (
                <ul className={styles.files} aria-label={t('inbox.thread_files')}>
                  {files.map((file) => (
                    <li key={file.id}>
                      <a href={attachmentHref(request.reference, file.id)} download={file.file_name}>
                        {t('inbox.thread_download', {
                          name: file.file_name,
                          size: formatFileSize(file.size, i18n.language),
                        })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {event.type === 'reply' ? (
                <p className={styles.who}>
                  {t('inbox.reply_delivery')} <DeliveryText delivery={event.delivery} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
