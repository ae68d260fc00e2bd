import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery, RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import { STAFF_NS } from '../../../config/i18n';
import { cvHref } from '../api/inbox';
import styles from '../../../components/staff.module.css';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The acknowledgement's or a reply's e-mail: sent, waiting, or failed with the reason. */
export function DeliveryText({ delivery }: { delivery: Delivery | null }) {
  const { t } = useTranslation(STAFF_NS);
  if (!delivery) return <>{t('inbox.delivery.none')}</>;
  return (
    <>
      {t(`inbox.delivery.${delivery.status}`, { attempts: delivery.attempts })}
      {delivery.last_error ? ` (${delivery.last_error})` : ''}
    </>
  );
}

/** Everything the visitor sent, as the form's schema output it: one section per step, labels of the `forms` namespace. */
function Payload({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useTranslation(STAFF_NS);
  const label = (key: string) => t(`fields.${key}`, { ns: 'forms', defaultValue: key });
  const value = (raw: unknown): string => {
    if (typeof raw === 'boolean') return raw ? t('inbox.yes') : t('inbox.no');
    if (Array.isArray(raw)) return raw.map(value).join(', ');
    if (isRecord(raw)) return JSON.stringify(raw);
    return raw === null || raw === undefined || raw === '' ? '—' : String(raw);
  };
  const flat = Object.entries(payload).filter(([, raw]) => !isRecord(raw));
  const steps = Object.entries(payload).filter((entry): entry is [string, Record<string, unknown>] =>
    isRecord(entry[1]),
  );
  const list = (entries: [string, unknown][]) => (
    <dl className={styles.facts}>
      {entries.map(([key, raw]) => (
        <Fragment key={key}>
          <dt>{label(key)}</dt>
          <dd>{value(raw)}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return (
    <section aria-labelledby="request-sent">
      <h2 id="request-sent">{t('inbox.sent')}</h2>
      {flat.length > 0 ? list(flat) : null}
      {steps.map(([step, fields]) => (
        <Fragment key={step}>
          <h3>{t(`steps.${step}`, { ns: 'forms', defaultValue: step })}</h3>
          {list(Object.entries(fields))}
        </Fragment>
      ))}
    </section>
  );
}

/** Who wrote, when, in which language, the acknowledgement's fate, the application's CV, then what was sent. */
export function RequestFacts({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { application } = request;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('inbox.kind')}</dt>
        <dd>{t(`inbox.kinds.${request.kind}`)}</dd>
        <dt>{t('inbox.name')}</dt>
        <dd>{request.full_name}</dd>
        <dt>{t('inbox.email')}</dt>
        <dd dir="ltr">
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>{t('inbox.phone')}</dt>
        <dd dir="ltr">{request.phone}</dd>
        {request.company ? (
          <>
            <dt>{t('inbox.company')}</dt>
            <dd>{request.company}</dd>
          </>
        ) : null}
        <dt>{t('inbox.language')}</dt>
        <dd>{t(`inbox.languages.${request.language}`)}</dd>
        <dt>{t('inbox.received')}</dt>
        <dd>
          <time dateTime={request.created_at}>{when.format(new Date(request.created_at))}</time>
        </dd>
        <dt>{t('inbox.acknowledgement')}</dt>
        <dd>
          <DeliveryText delivery={request.acknowledgement} />
        </dd>
        {application ? (
          <>
            <dt>{t('inbox.offer')}</dt>
            <dd>{application.offer?.title ?? t('inbox.spontaneous')}</dd>
            <dt>{t('inbox.cv')}</dt>
            <dd>
              <a href={cvHref(request.reference)} download={application.cv.file_name}>
                {t('inbox.cv_download', { name: application.cv.file_name })}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <Payload payload={request.payload} />
    </>
  );
}
