import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '@freight/shared/core/schemas/staff-inbox';
import { STAFF_NS } from '../../../config/i18n';
import { DeliveryText } from './request-facts';
import styles from '../../../components/staff.module.css';

const nameOf = (value: unknown): string | null =>
  value && typeof value === 'object' && 'name' in value && typeof value.name === 'string' ? value.name : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The visitor's message, and the status change it made, come from the follow-up page, not from staff. */
const byVisitor = (event: RequestEvent) => event.type === 'visitor-message' || event.details.by === 'visitor';

/**
 * The history, newest first: who did what and when; notes, replies and the visitor's messages (from
 * the follow-up page) in full, a reply's e-mail state.
 */
export function RequestHistory({ events }: { events: RequestEvent[] }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const what = (event: RequestEvent) => {
    const { details } = event;
    switch (event.type) {
      case 'status':
        return t('inbox.events.status', {
          from: t(`requests.statuses.${text(details.from)}`, { ns: 'forms' }),
          to: t(`requests.statuses.${text(details.to)}`, { ns: 'forms' }),
        });
      case 'assigned':
        return nameOf(details.to)
          ? t('inbox.events.assigned', { name: nameOf(details.to) })
          : t('inbox.events.unassigned');
      default:
        return t(`inbox.events.${event.type}`);
    }
  };
  return (
    <section aria-labelledby="request-history">
      <h2 id="request-history">{t('inbox.history')}</h2>
      {events.length === 0 ? <p>{t('inbox.no_history')}</p> : null}
      <ol className={styles.history}>
        {events.map((event) => (
          <li key={event.id}>
            <p>
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time> —{' '}
              {event.actor?.name ?? (byVisitor(event) ? t('inbox.the_visitor') : t('inbox.nobody'))}: {what(event)}
            </p>
            {event.type === 'reply' ? (
              <>
                {text(event.details.subject) ? <p>{text(event.details.subject)}</p> : null}
                <blockquote className={styles.quoted}>{text(event.details.text)}</blockquote>
                <p>
                  {t('inbox.reply_delivery')} <DeliveryText delivery={event.delivery} />
                </p>
              </>
            ) : null}
            {event.type === 'note' || event.type === 'visitor-message' ? (
              <blockquote className={styles.quoted}>{text(event.details.text)}</blockquote>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
