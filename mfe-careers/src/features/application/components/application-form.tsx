import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_TYPES, EXPERIENCE_OPTIONS, STUDY_LEVELS } from '@freight/shared/core/constants';
import { FORMS_NAMESPACE } from '@freight/shared/core/schemas/messages';
import { optionLabelKey } from '@freight/shared/core/schemas/options';
import { Checkbox } from '@freight/shared/web/ui/checkbox';
import { FileInput } from '@freight/shared/web/ui/file-input';
import { Honeypot } from '@freight/shared/web/ui/honeypot';
import { PrivacyNotice } from '@freight/shared/web/ui/privacy-notice';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { CAREERS_NS } from '../../../config/i18n';
import { FIELD_ORDER, type FieldName, type TextField } from '../fields';
import type { ApplicationState } from '../hooks/use-application';
import styles from './application.module.css';

/** The application's fields (docs/product-rules.md#forms-and-validation), translated errors under each; the submit button sits in the dialog's footer. */
export function ApplicationForm({ id, application }: { id: string; application: ApplicationState }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { t: tc } = useTranslation(CAREERS_NS);
  const { values, errors, attempt, target } = application;
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const job = target?.job ?? null;

  // After a refused attempt (here or by the API) the first invalid field takes the focus, and screen
  // readers read its error. Not on mount: reopening the modal must not replay an old attempt.
  const handledAttempt = useRef(attempt);
  useEffect(() => {
    if (attempt === handledAttempt.current) return;
    handledAttempt.current = attempt;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [attempt, errors]);

  const error = (name: FieldName) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
  const common = (name: TextField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: error(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      application.setValue(name, event.target.value),
  });
  const careerTypes = CAREER_TYPES.map((value) => ({ value, label: t(optionLabelKey('career_type', value)) }));
  const experiences = EXPERIENCE_OPTIONS.map((value) => ({ value, label: t(optionLabelKey('experience', value)) }));
  const studyLevels = STUDY_LEVELS.map((value) => ({ value, label: t(optionLabelKey('study_level', value)) }));

  return (
    <form
      id={id}
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void application.submit();
      }}
    >
      {job ? (
        <div className={styles.job}>
          <p className={styles.jobLabel}>{tc('apply.position')}</p>
          <p className={styles.jobPost}>{job.post}</p>
          <p className={styles.jobMeta}>
            {job.location} · {job.contract}
          </p>
        </div>
      ) : (
        <p className={styles.intro}>{tc('apply.spontaneous_intro')}</p>
      )}
      <p className={styles.requiredNote}>{tc('apply.required_note')}</p>
      <div className={styles.fields}>
        <Select {...common('type')} label={tc('apply.type_label')} required options={careerTypes} />
        <Input {...common('fullName')} label={t('fields.full_name')} required autoComplete="name" />
        <Input
          {...common('email')}
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <Input
          {...common('phone')}
          label={t('fields.phone')}
          required
          type="tel"
          autoComplete="tel"
          hint={t('hints.phone')}
        />
        <Input {...common('country')} label={t('fields.country')} required autoComplete="country-name" />
        <Input {...common('city')} label={t('fields.city')} required autoComplete="address-level2" />
        <Select
          {...common('experience')}
          label={`${t('fields.experience')} (${t('fields.optional')})`}
          options={experiences}
        />
        <Select {...common('level_of_studies')} label={t('fields.level_of_studies')} required options={studyLevels} />
        <FileInput
          id={`${idPrefix}-file`}
          name="file"
          label={t('fields.cv')}
          hint={t('hints.cv')}
          required
          accept="application/pdf,.pdf"
          file={application.file}
          onFileChange={application.setFile}
          error={error('file')}
          fieldClassName={styles.wide}
        />
        <Textarea {...common('message')} label={t('fields.message')} required rows={5} fieldClassName={styles.wide} />
        <Checkbox
          id={`${idPrefix}-cv_consent`}
          name="cv_consent"
          value="true"
          label={tc('apply.cv_consent')}
          required
          checked={values.cv_consent === 'true'}
          onChange={(event) => application.setValue('cv_consent', event.target.checked ? 'true' : '')}
          error={error('cv_consent')}
          fieldClassName={styles.wide}
        />
      </div>
      <Honeypot {...application.honeypot} />
      <PrivacyNotice />
    </form>
  );
}
