import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { formatInstant } from '@freight/shared/core/i18n/request-labels';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import type { FollowView } from '@freight/shared/core/schemas/follow';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './follow-page.module.css';

/** The company's replies as sent and the visitor's own messages, oldest first, as text. */
export function FollowThread({ messages, language }: { messages: FollowView['messages']; language: SiteLanguage }) {
  const { t } = useTranslation(QUOTE_NS);
  const format = useFormat();
  if (messages.length === 0) return <p>{t('follow.thread_empty')}</p>;
  return (
    <ol className={styles.thread} aria-label={t('follow.thread_title')}>
      {messages.map((message) => (
        <li
          key={`${message.at}-${message.from}`}
          className={message.from === 'visitor' ? `${styles.message} ${styles.mine}` : styles.message}
        >
          <strong>{t(`follow.from.${message.from}`)}</strong>{' '}
          <time className={styles.when} dateTime={message.at}>
            {formatInstant(message.at, language, format)}
          </time>
          {/* Written by a person: its own direction, whatever the page's. */}
          <p className={styles.body} dir="auto">
            {message.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
