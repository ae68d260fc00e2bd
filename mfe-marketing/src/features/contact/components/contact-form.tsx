import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '@freight/shared/core/schemas/messages';
import { Button } from '@freight/shared/web/ui/button';
import { Honeypot } from '@freight/shared/web/ui/honeypot';
import { PrivacyNotice } from '@freight/shared/web/ui/privacy-notice';
import { Input } from '@freight/shared/web/ui/input';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { MARKETING_NS } from '../../../config/i18n';
import { CONTACT_FIELDS, type ContactField } from '../fields';
import { useContactForm } from '../hooks/use-contact-form';
import styles from './contact.module.css';

/**
 * The message form (docs/product-rules.md#forms-and-validation: name, email, telephone, message),
 * checked with the shared schema before sending to POST /api/contact.
 */
export function ContactForm() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { t: tm } = useTranslation(MARKETING_NS);
  const form = useContactForm();
  const { values, errors, attempt, sending, failure } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // After a refused attempt (here or by the API) the first invalid field takes
  // the focus, so screen readers read its label and its error.
  // Only a new attempt moves the focus, not each correction.
  const handledAttempt = useRef(attempt);
  useEffect(() => {
    if (attempt === handledAttempt.current) return;
    handledAttempt.current = attempt;
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [attempt, errors]);

  const field = (name: ContactField) => {
    const key = errors[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: values[name],
      required: true,
      error: key ? t(key) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setValue(name, event.target.value),
    };
  };

  return (
    <form
      ref={formRef}
      // Sent by the server before its scripts run (docs/decisions/013-server-rendering.md): its fields
      // are this component's state, so they take input once it runs, or what was typed would be lost.
      inert={!running}
      className={styles.form}
      noValidate
      // The schema (and zod) is fetched while the visitor types, not with the page.
      onFocus={() => void form.prepare().catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <p className={styles.requiredNote}>{tm('contact.form.required_note')}</p>
      <Input {...field('name')} label={t('fields.full_name')} autoComplete="name" />
      <Input {...field('email')} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" />
      <Input {...field('telephone')} label={t('fields.phone')} type="tel" autoComplete="tel" hint={t('hints.phone')} />
      <Textarea {...field('message')} label={t('fields.message')} rows={6} />
      <Honeypot {...form.honeypot} />
      {failure ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{tm('contact.form.failed_title')}</p>
          <p>{tm(`contact.form.failure.${failure}`)}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={sending}>
          {tm('contact.form.submit')}
        </Button>
      </div>
      <PrivacyNotice />
    </form>
  );
}
