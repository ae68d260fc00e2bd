import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { fillPlaceholders } from '@freight/shared/core/schemas/reply-templates';
import { type RequestDetail, requestReplySchema } from '@freight/shared/core/schemas/staff-inbox';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { sendReply } from '../api/inbox';
import { useReplyTemplates } from '../api/reply-templates';
import { useStaffForm } from '../../../lib/staff-form';
import { useStaffSession } from '../../../lib/session';
import { StaffApiError } from '../../../lib/staff-api';
import { ReplyAttachments, refusalOf } from './reply-attachments';
import { isStale, refusalText } from '../../../lib/stale-text';

// What the member types; the `updated_at` read is added when sending.
const schema = requestReplySchema.omit({ updated_at: true });

const FILE_CODES = new Set([
  'ATTACHMENT_TYPE',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENTS_TOO_LARGE',
  'TOO_MANY_ATTACHMENTS',
  'ATTACHMENT_EMPTY',
]);

/**
 * The reply e-mailed to the visitor in their language (the reference is put in the subject), from a
 * template of that language if wished (its placeholders filled, the text still editable), with files.
 * What is typed is a draft of the tab: a session that expires meanwhile, a refused file or a 409 loses
 * none of it; the files chosen stay chosen until sent.
 */
export function ReplyForm({
  request,
  onSaved,
  reload,
}: {
  request: RequestDetail;
  onSaved: (request: RequestDetail) => void;
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf, done } = useStaffForm({
    schema: schema,
    defaultValues: { subject: '', text: '' },
    draftKey: `inbox-reply-${request.reference}`,
    refusalOf: (error) => refusalText(t, i18n.language, error),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [sent, setSent] = useState('');
  // Once sent, the focus goes to the confirmation, which says so; after a refusal, back to the button
  // if it was left nowhere (the shared Button keeps its focus while loading since it is aria-disabled).
  const [refocus, setRefocus] = useState<'sent' | 'send' | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (isSubmitting || !refocus) return;
    if (refocus === 'sent') sentRef.current?.focus();
    else if (document.activeElement === document.body) sendRef.current?.focus();
    setRefocus(null);
  }, [isSubmitting, refocus]);
  const staffName = useStaffSession().data?.session?.account.name ?? '';
  const templates = (useReplyTemplates().data?.data ?? []).filter((item) => item.language === request.language);
  // The inbox's `r` shortcut arrives here to write the reply at once.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#request-reply') form.setFocus('text');
  }, [hash, form]);

  const applyTemplate = () => {
    const chosen = templates.find((item) => String(item.id) === templateId);
    if (!chosen) return;
    const values = {
      name: request.full_name,
      reference: request.reference,
      route: request.kind === 'quote' ? (request.subject ?? '') : '',
      staff_name: staffName,
      company: getProfile(readProfileName()).brandName,
    };
    form.setValue('subject', fillPlaceholders(chosen.subject, values), { shouldDirty: true });
    form.setValue('text', fillPlaceholders(chosen.body, values), { shouldDirty: true, shouldValidate: true });
    form.setFocus('text');
  };
  const choose = async (chosen: File[]) => {
    const refused = await refusalOf(files, chosen);
    setFileError(refused ? t(refused) : '');
    if (!refused) setFiles([...files, ...chosen]);
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    setFileError('');
    setSent('');
    try {
      const body = requestReplySchema.parse({ ...values, updated_at: request.updated_at });
      onSaved(await sendReply(request.reference, body, files));
      setFiles([]);
      done();
      setSent(t('inbox.reply_sent'));
      setRefocus('sent');
    } catch (error) {
      setRefocus('send');
      if (error instanceof StaffApiError && FILE_CODES.has(error.code))
        setFileError(refusalText(t, i18n.language, error));
      refuse(error);
      // Read again, so the next send carries the fresh updated_at; what was typed stays in the form.
      if (isStale(error)) await reload();
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-reply">
      <h2 id="request-reply">{t('inbox.reply_title')}</h2>
      <p>{t('inbox.reply_language', { language: t(`requests.languages.${request.language}`, { ns: 'forms' }) })}</p>
      <FormAlert>{refusal}</FormAlert>
      <p role="status" tabIndex={-1} ref={sentRef}>
        {sent}
      </p>
      {templates.length > 0 ? (
        <div>
          <Select
            label={t('inbox.reply_template')}
            placeholder={t('inbox.reply_template_none')}
            options={templates.map((item) => ({ value: String(item.id), label: item.name }))}
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
          />
          <Button type="button" variant="secondary" disabled={!templateId} onClick={applyTemplate}>
            {t('inbox.reply_template_use')}
          </Button>
        </div>
      ) : null}
      <Input
        label={t('inbox.reply_subject')}
        hint={t('inbox.reply_subject_hint')}
        error={errorOf('subject')}
        {...form.register('subject')}
      />
      <Textarea label={t('inbox.reply_text')} required rows={8} error={errorOf('text')} {...form.register('text')} />
      <ReplyAttachments
        files={files}
        error={fileError || undefined}
        onChoose={(chosen) => void choose(chosen)}
        onRemove={(index) => {
          setFiles(files.filter((_, at) => at !== index));
          setFileError('');
        }}
      />
      <Button type="submit" ref={sendRef} disabled={isSubmitting}>
        {t('inbox.send_reply')}
      </Button>
    </form>
  );
}
