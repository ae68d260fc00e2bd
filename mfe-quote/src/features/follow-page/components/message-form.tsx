import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FOLLOW_MESSAGE_MAX } from '@freight/shared/core/constants';
import type { FollowMessage } from '@freight/shared/core/schemas/follow';
import { FORMS_NAMESPACE, isValidationKey, VALIDATION } from '@freight/shared/core/schemas/messages';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { randomIdempotencyKey } from '@freight/shared/web/api/idempotency-key';
import { Button } from '@freight/shared/web/ui/button';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { QUOTE_NS } from '../../../config/i18n';
import { postFollowMessage } from '../api/follow-api';
import { lazyZodResolver } from '../hooks/lazy-resolver';
import styles from './follow-page.module.css';

interface MessageFormProps {
  token: string;
  /** The message was stored: the page shows it in the thread at once. */
  onSent: (text: string) => void | Promise<void>;
}

/**
 * Writing back from the page (POST /api/follow/:token/messages), checked by the schema the API
 * validates with. One Idempotency-Key per text: a retry after a lost answer is stored once, an
 * edited text is a new message. A failure keeps the text and says so.
 */
export function MessageForm({ token, onSent }: MessageFormProps) {
  const { t } = useTranslation(QUOTE_NS);
  const { t: tf } = useTranslation(FORMS_NAMESPACE);
  const form = useForm<FollowMessage>({
    resolver: lazyZodResolver<FollowMessage>((schemas) => schemas.followMessageSchema),
    defaultValues: { message: '' },
    reValidateMode: 'onChange',
  });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | 'link_dead' | null>(null);
  const keyOf = useRef<{ text: string; key: string } | null>(null);
  const error = form.formState.errors.message?.message;

  const submit = form.handleSubmit(async ({ message }) => {
    if (keyOf.current?.text !== message) keyOf.current = { text: message, key: randomIdempotencyKey() };
    setOutcome(null);
    try {
      await postFollowMessage(token, { message }, keyOf.current.key);
    } catch (failure) {
      const refused = failure instanceof ApiRequestError ? failure.fields.message : undefined;
      if (refused) form.setError('message', { type: 'server', message: refused }, { shouldFocus: true });
      // Staff sent a new link (or this one expired) while the page was open: the text stays for the new one.
      else setOutcome(failure instanceof ApiRequestError && failure.status === 404 ? 'link_dead' : 'failed');
      return;
    }
    keyOf.current = null;
    form.reset({ message: '' });
    setOutcome('sent');
    await onSent(message);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Textarea
        {...form.register('message')}
        label={t('follow.message_label')}
        hint={t('follow.message_hint', { max: FOLLOW_MESSAGE_MAX })}
        error={error ? tf(isValidationKey(error) ? error : VALIDATION.invalid) : undefined}
        required
        rows={6}
        dir="auto"
      />
      {outcome === 'failed' || outcome === 'link_dead' ? (
        <p role="alert" className={styles.alert}>
          {t(`follow.${outcome}`)}
        </p>
      ) : null}
      {outcome === 'sent' ? (
        <p role="status" className={styles.done}>
          {t('follow.sent_ok')}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('follow.send')}
        </Button>
      </div>
    </form>
  );
}
