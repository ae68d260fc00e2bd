import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FreshLinkAsk } from '@freight/shared/core/schemas/follow';
import { FORMS_NAMESPACE, isValidationKey, VALIDATION } from '@freight/shared/core/schemas/messages';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import { postFreshLink } from '../api/follow-api';
import { lazyZodResolver } from '../hooks/lazy-resolver';
import styles from './follow-page.module.css';

/**
 * What a dead link (unknown, expired or revoked: one page for all) shows: "e-mail me a fresh link",
 * answered the same whatever the address, so the page tells nobody which requests exist.
 */
export function DeadLink() {
  const { t } = useTranslation(QUOTE_NS);
  const { t: tf } = useTranslation(FORMS_NAMESPACE);
  const form = useForm<FreshLinkAsk>({
    resolver: lazyZodResolver<FreshLinkAsk>((schemas) => schemas.freshLinkSchema),
    defaultValues: { reference: '', email: '' },
    reValidateMode: 'onChange',
  });
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const errorOf = (name: keyof FreshLinkAsk) => {
    const key = form.formState.errors[name]?.message;
    return key ? tf(isValidationKey(key) ? key : VALIDATION.invalid) : undefined;
  };
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await postFreshLink(values);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <>
      <PageIntro title={t('follow.not_found.title')} lead={t('follow.not_found.text')} />
      <PageSection title={t('follow.not_found.submit')}>
        {outcome === 'done' ? (
          <p role="status" className={styles.done}>
            {t('follow.not_found.done')}
          </p>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <Input
              {...form.register('reference')}
              label={t('follow.not_found.reference_label')}
              error={errorOf('reference')}
              required
              autoComplete="off"
            />
            <Input
              {...form.register('email')}
              label={t('follow.not_found.email_label')}
              error={errorOf('email')}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            {outcome === 'failed' ? (
              <p role="alert" className={styles.alert}>
                {t('follow.not_found.failed')}
              </p>
            ) : null}
            <div>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('follow.not_found.submit')}
              </Button>
            </div>
          </form>
        )}
      </PageSection>
    </>
  );
}
