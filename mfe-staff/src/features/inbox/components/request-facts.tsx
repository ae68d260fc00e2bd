import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import { formatInstant, labelPayload } from '@freight/shared/core/i18n/request-labels';
import type { Delivery, RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import { STAFF_NS } from '../../../config/i18n';
import { cvHref } from '../api/inbox';
import styles from '../../../components/staff.module.css';

/** Values read left to right whatever the page's direction, kept beside their label (`<bdi>`, not a `dir` on the cell). */
const LTR_FIELDS = new Set(['email', 'phone', 'telephone']);

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

/** Everything the visitor sent, one section per step, each field and code under its `forms` label (shared request-labels). */
function Payload({ payload }: { payload: Record<string, unknown> }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const text = (key: string) => (i18n.exists(key, { ns: 'forms' }) ? t(key, { ns: 'forms' }) : undefined);
  const sections = labelPayload(payload, toLanguage(i18n.language), text);
  return (
    <section aria-labelledby="request-sent">
      <h2 id="request-sent">{t('inbox.sent')}</h2>
      {sections.map((section) => (
        <Fragment key={section.step ?? ''}>
          {section.title ? <h3>{section.title}</h3> : null}
          <dl className={styles.facts}>
            {section.fields.map((field) => (
              <Fragment key={field.key}>
                <dt>{field.label}</dt>
                <dd>{LTR_FIELDS.has(field.key) ? <bdi dir="ltr">{field.value}</bdi> : field.value}</dd>
              </Fragment>
            ))}
          </dl>
        </Fragment>
      ))}
    </section>
  );
}

/** Who wrote, when, in which language, the acknowledgement's fate, the application's CV, then what was sent. */
export function RequestFacts({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { application } = request;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('inbox.kind')}</dt>
        <dd>{t(`requests.kinds.${request.kind}`, { ns: 'forms' })}</dd>
        <dt>{t('inbox.name')}</dt>
        <dd>{request.full_name}</dd>
        <dt>{t('inbox.email')}</dt>
        <dd>
          <bdi dir="ltr">
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </bdi>
        </dd>
        <dt>{t('inbox.phone')}</dt>
        <dd>
          <bdi dir="ltr">{request.phone}</bdi>
        </dd>
        {request.company ? (
          <>
            <dt>{t('inbox.company')}</dt>
            <dd>{request.company}</dd>
          </>
        ) : null}
        <dt>{t('inbox.language')}</dt>
        <dd>{t(`requests.languages.${request.language}`, { ns: 'forms' })}</dd>
        <dt>{t('inbox.received')}</dt>
        <dd>
          <time dateTime={request.created_at}>{formatInstant(request.created_at, toLanguage(i18n.language))}</time>
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
