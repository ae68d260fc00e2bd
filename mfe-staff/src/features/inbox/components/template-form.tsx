import { useTranslation } from 'react-i18next';
import {
  REPLY_PLACEHOLDERS,
  type ReplyTemplate,
  type ReplyTemplateInput,
  replyTemplateInputSchema,
  unknownPlaceholders,
} from '@freight/shared/core/schemas/reply-templates';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import { LANGUAGES } from '@freight/shared/core/constants';
import { Button } from '@freight/shared/web/ui/button';
import { Checkbox } from '@freight/shared/web/ui/checkbox';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { useStaffForm } from '../../../lib/staff-form';
import { createReplyTemplate, updateReplyTemplate } from '../api/reply-templates';
import styles from '../../../components/staff.module.css';

const EMPTY: ReplyTemplateInput = { name: '', language: 'fr', subject: '', body: '', shared: false };

const valuesOf = (template: ReplyTemplate | null): ReplyTemplateInput =>
  template
    ? {
        name: template.name,
        language: template.language,
        subject: template.subject,
        body: template.body,
        shared: template.shared,
      }
    : EMPTY;

/**
 * A new template or one being edited: its name, language, subject and text with placeholders
 * (`{name}`…), shared or not. An unknown placeholder is refused, naming it, before and by the API.
 */
export function TemplateForm({
  template,
  onSaved,
  onCancel,
}: {
  template: ReplyTemplate | null;
  onSaved: (saved: ReplyTemplate) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf, done } = useStaffForm<ReplyTemplateInput>({
    schema: replyTemplateInputSchema,
    defaultValues: valuesOf(template),
    draftKey: `reply-template-${template?.id ?? 'new'}`,
  });
  // The placeholder error names what is unknown, so the member sees what to correct.
  const placeholderError = (field: 'subject' | 'body') => {
    const message = form.formState.errors[field]?.message;
    if (message !== VALIDATION.unknownPlaceholder) return errorOf(field);
    const names = unknownPlaceholders(form.getValues(field) ?? '').map((name) => `{${name}}`);
    return t('inbox.template_unknown', { names: names.join(', ') });
  };
  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    try {
      const saved = template ? await updateReplyTemplate(template.id, values) : await createReplyTemplate(values);
      done();
      onSaved(saved);
    } catch (error) {
      refuse(error);
    }
  });
  const title = template ? t('inbox.template_edit', { name: template.name }) : t('inbox.template_new');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="template-form" className={styles.form}>
      <h2 id="template-form">{title}</h2>
      <FormAlert>{refusal}</FormAlert>
      <Input label={t('inbox.template_name')} required error={errorOf('name')} {...form.register('name')} />
      <Select
        label={t('inbox.template_language')}
        required
        placeholder={false}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`requests.languages.${language}`, { ns: 'forms' }),
        }))}
        error={errorOf('language')}
        {...form.register('language')}
      />
      <Input label={t('inbox.reply_subject')} error={placeholderError('subject')} {...form.register('subject')} />
      <Textarea
        label={t('inbox.template_body')}
        hint={t('inbox.template_body_hint', { names: REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') })}
        required
        rows={8}
        error={placeholderError('body')}
        {...form.register('body')}
      />
      <Checkbox label={t('inbox.template_shared')} {...form.register('shared')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('inbox.template_save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
