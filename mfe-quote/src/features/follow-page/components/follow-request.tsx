import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { formatInstant, labelPayload } from '@freight/shared/core/i18n/request-labels';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import type { FollowView } from '@freight/shared/core/schemas/follow';
import { FORMS_NAMESPACE } from '@freight/shared/core/schemas/messages';
import { PageContainer, PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import type { offerSteps } from '../offer-format';
import styles from './follow-page.module.css';

/** What was sent, as the form sent it: an application's CV by its file name, never as a link or a file. */
function sentFields(view: FollowView): Record<string, unknown> {
  const { cv, ...rest } = view.sent;
  if (!cv || typeof cv !== 'object' || !('file_name' in cv)) return rest;
  return { ...rest, cv: String(cv.file_name) };
}

/** The request's facts, where it stands and its history, and what the visitor sent. */
/** The request's steps and the offers' (each with its version and booking), oldest first. */
function timelineOf(view: FollowView, steps: ReturnType<typeof offerSteps>) {
  const all = [...view.timeline.map((entry) => ({ ...entry, version: 0, booking: '' })), ...steps];
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

interface FollowRequestProps {
  view: FollowView;
  language: SiteLanguage;
  steps: ReturnType<typeof offerSteps>;
}

export function FollowRequest({ view, language, steps }: FollowRequestProps) {
  const { t } = useTranslation(QUOTE_NS);
  const format = useFormat();
  const { t: tf, i18n } = useTranslation(FORMS_NAMESPACE);
  const text = (key: string) => (i18n.exists(key, { ns: FORMS_NAMESPACE }) ? tf(key) : undefined);
  const sections = labelPayload(sentFields(view), language, text, format);
  return (
    <>
      <PageContainer>
        <dl className={styles.facts}>
          <dt>{t('follow.reference')}</dt>
          <dd>
            <bdi>{view.reference}</bdi>
          </dd>
          <dt>{t(`follow.kind.${view.kind}`)}</dt>
          <dd>{t('follow.received_on', { date: formatInstant(view.createdAt, language, format) })}</dd>
        </dl>
      </PageContainer>
      <PageSection title={t('follow.status_title')}>
        <p className={styles.status} data-status={view.status}>
          {t(`follow.status.${view.status}`)}
        </p>
        <h3>{t('follow.timeline_title')}</h3>
        <ol className={styles.timeline}>
          {timelineOf(view, steps).map((entry) => (
            <li key={`${entry.step}-${entry.version}-${entry.at}`}>
              {t(`follow.step.${entry.step}`, { version: entry.version, booking: entry.booking })}
              <time className={styles.when} dateTime={entry.at}>
                {formatInstant(entry.at, language, format)}
              </time>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={t('follow.sent_title')} muted>
        {sections.map((section) => (
          <div key={section.step ?? 'fields'}>
            {section.title ? <h3>{section.title}</h3> : null}
            <dl className={styles.facts}>
              {section.fields.map((field) => (
                <Fragment key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>
                    <bdi>{field.value}</bdi>
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        ))}
      </PageSection>
    </>
  );
}
