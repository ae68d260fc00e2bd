import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type RequestDetail, requestReplySchema } from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { sendReply } from '../api/inbox';
import { useStaffForm } from '../../../lib/staff-form';
import { isStale, refusalText } from '../../../lib/stale-text';

// What the member types; the `updated_at` read is added when sending.
const schema = requestReplySchema.omit({ updated_at: true });

/**
 * The reply e-mailed to the visitor in their language (the reference is put in the subject). What is
 * typed is a draft of the tab: a session that expires meanwhile, or a 409, loses none of it.
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
  // The inbox's `r` shortcut arrives here to write the reply at once.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#request-reply') form.setFocus('text');
  }, [hash, form]);
  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    try {
      const body = requestReplySchema.parse({ ...values, updated_at: request.updated_at });
      onSaved(await sendReply(request.reference, body));
      done();
    } catch (error) {
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
      <Input
        label={t('inbox.reply_subject')}
        hint={t('inbox.reply_subject_hint')}
        error={errorOf('subject')}
        {...form.register('subject')}
      />
      <Textarea label={t('inbox.reply_text')} required rows={8} error={errorOf('text')} {...form.register('text')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('inbox.send_reply')}
      </Button>
    </form>
  );
}
