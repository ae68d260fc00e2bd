import { useTranslation } from 'react-i18next';
import { LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { type StaffJob, type StaffJobInput, staffJobInputSchema } from '@freight/shared/core/schemas/staff-content';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import { MEDIA_USERS, mayUse, useStaffSession } from '../../../lib/session';
import { fetchJob, saveJob } from '../api/content';
import { useContentEditor } from '../hooks/use-content-editor';
import { EditorActions } from './editor-actions';
import { VersionsDialog } from './versions-dialog';
import { type JobFormValues, jobFormValuesOf } from './job-form-values';
import { JobPreview } from './job-preview';
import { LanguageSection } from './language-section';
import { useCopyFromFrenchControls } from './copy-from-french';
import { RichTextField } from './rich-text-field';
import styles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

const TEXT_FIELDS = ['post', 'location', 'contract'] as const;

/**
 * A job offer in the four languages (its description rich text, in the articles' editor), its
 * salary, experience and last day; saved, published, previewed.
 */
export function JobEditor({ job, onChanged }: { job: StaffJob | null; onChanged: (job: StaffJob) => void }) {
  const { t } = useTranslation(STAFF_NS);
  const editor = useContentEditor<JobFormValues, StaffJobInput, StaffJob>({
    kind: 'job',
    record: job,
    schema: staffJobInputSchema,
    valuesOf: jobFormValuesOf,
    save: saveJob,
    fetch: fetchJob,
    onChanged,
  });
  const { register, control, getValues } = editor.form;
  const role = useStaffSession().data?.session?.account.role;
  const pictures = role !== undefined && mayUse(role, MEDIA_USERS);
  const copyFromFrench = useCopyFromFrenchControls(editor.form, [...TEXT_FIELDS, 'description']);
  const label = (field: string, language?: SiteLanguage) =>
    language
      ? t('content.field_in', { field: t(`content.job.${field}`), language: t(`content.languages.${language}`) })
      : t(`content.job.${field}`);
  return (
    <form className={staffStyles.form} onSubmit={editor.submit} noValidate>
      <div className={styles.languages}>
        {LANGUAGES.map((language) => (
          <LanguageSection key={language} language={language} action={copyFromFrench.button(language)}>
            {TEXT_FIELDS.map((field) => (
              <Input
                key={field}
                label={label(field, language)}
                required
                error={editor.errorOf(`translations.${language}.${field}`)}
                {...register(`translations.${language}.${field}`)}
              />
            ))}
            <RichTextField
              control={control}
              name={`translations.${language}.description`}
              label={label('description', language)}
              language={language}
              error={editor.errorOf(`translations.${language}.description`)}
              pictures={pictures}
            />
          </LanguageSection>
        ))}
      </div>
      {copyFromFrench.dialog}
      <div className={styles.numbers}>
        <Input
          label={label('salary')}
          hint={t('content.job.salary_hint')}
          inputMode="numeric"
          required
          error={editor.errorOf('salary')}
          {...register('salary')}
        />
        <Input
          label={label('experience_years')}
          inputMode="numeric"
          required
          error={editor.errorOf('experience_years')}
          {...register('experience_years')}
        />
        <Input
          type="date"
          label={label('valid_through')}
          hint={t('content.job.valid_through_hint')}
          required
          error={editor.errorOf('valid_through')}
          {...register('valid_through')}
        />
      </div>
      <EditorActions
        record={editor.base}
        busy={editor.busy}
        refusal={editor.refusal}
        notice={editor.notice}
        stale={editor.stale}
        publicPath={editor.publicPath}
        language={editor.language}
        onPublish={() => void editor.publish()}
        onUnpublish={() => void editor.unpublish()}
        onSchedule={editor.schedule}
        onReload={() => void editor.reload()}
        versions={
          editor.base ? (
            <VersionsDialog kind="job" id={editor.base.id} busy={editor.busy} onRestore={editor.restore} />
          ) : null
        }
        preview={<JobPreview values={getValues} />}
      />
    </form>
  );
}
