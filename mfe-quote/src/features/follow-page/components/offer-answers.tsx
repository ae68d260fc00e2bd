import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE, isValidationKey, VALIDATION } from '@freight/shared/core/schemas/messages';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { randomIdempotencyKey } from '@freight/shared/web/api/idempotency-key';
import { Button } from '@freight/shared/web/ui/button';
import { Checkbox } from '@freight/shared/web/ui/checkbox';
import { Input } from '@freight/shared/web/ui/input';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { QUOTE_NS } from '../../../config/i18n';
import { postOfferAccept, postOfferDecline } from '../api/offer-api';
import { lazyZodResolver } from '../hooks/lazy-resolver';
import type { OfferAcceptFields, OfferDecline } from '@freight/shared/core/offers/visitor-offer-schemas';
import styles from './follow-page.module.css';

/** The API's refusals of an answer (409), each with its own message. */
export const OFFER_REFUSALS = [
  'OFFER_SUPERSEDED',
  'OFFER_EXPIRED',
  'OFFER_WITHDRAWN',
  'OFFER_DECLINED',
  'OFFER_ACCEPTED',
] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];
const refusalOf = (failure: unknown): OfferRefusal | undefined =>
  failure instanceof ApiRequestError && failure.status === 409
    ? OFFER_REFUSALS.find((code) => code === failure.code)
    : undefined;

interface AnswerProps {
  token: string;
  version: number;
  /** Answered, or refused by a 409: the block reads the offers again and shows the version to show. */
  onAnswered: (outcome: { refusal?: OfferRefusal; version: number }) => Promise<void>;
}

/** A failed answer keeps what was typed: a refusal goes to the block, anything else is said here. */
function useAnswerFailure(onAnswered: AnswerProps['onAnswered'], version: number) {
  const [failed, setFailed] = useState(false);
  const fail = async (failure: unknown) => {
    const refusal = refusalOf(failure);
    if (refusal) await onAnswered({ refusal, version });
    else setFailed(true);
  };
  return { failed, setFailed, fail };
}

interface AnswerFormProps {
  id: string;
  title: string;
  failed: boolean;
  submitting: boolean;
  submit: string;
  secondary?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** An answer's form, named by its title (a landmark), with its failure said and its button. */
function AnswerForm({ id, title, failed, submitting, submit, secondary, onSubmit, children }: AnswerFormProps) {
  const { t } = useTranslation(QUOTE_NS);
  return (
    <form className={styles.form} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void onSubmit(event)}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      {failed ? (
        <p role="alert" className={styles.alert}>
          {t('follow.offer.answer_failed')}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant={secondary ? 'secondary' : 'primary'} loading={submitting}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * Accepting: a name, an optional order number, the conditions agreed to. One Idempotency-Key per
 * attempt, kept for a retry of the same version and values after a failure (one booking however
 * often it is sent), a new one when they change.
 */
export function AcceptForm({ token, version, onAnswered }: AnswerProps) {
  const { t } = useTranslation(QUOTE_NS);
  const { t: tf } = useTranslation(FORMS_NAMESPACE);
  const form = useForm<OfferAcceptFields>({
    resolver: lazyZodResolver<OfferAcceptFields>((schemas) => schemas.offerAcceptSchema),
    defaultValues: { name: '', orderNumber: '', agree: false },
    reValidateMode: 'onChange',
  });
  const attempt = useRef<{ said: string; key: string } | null>(null);
  const { failed, setFailed, fail } = useAnswerFailure(onAnswered, version);
  const errorOf = (name: keyof OfferAcceptFields) => {
    const key = form.formState.errors[name]?.message;
    return key ? tf(isValidationKey(key) ? key : VALIDATION.invalid) : undefined;
  };

  // The resolver checked the box: the values are the schema's output, `agree` true.
  const submit = form.handleSubmit(async ({ name, orderNumber }) => {
    const values = { name, orderNumber: orderNumber || undefined, agree: true as const };
    const said = JSON.stringify([version, values]);
    if (attempt.current?.said !== said) attempt.current = { said, key: randomIdempotencyKey() };
    setFailed(false);
    try {
      await postOfferAccept(token, version, values, attempt.current.key);
    } catch (failure) {
      // A new version's conditions are agreed to anew; the name and order number stay.
      if (refusalOf(failure)) form.setValue('agree', false);
      await fail(failure);
      return;
    }
    attempt.current = null;
    await onAnswered({ version });
  });

  return (
    <AnswerForm
      id="offer-accept"
      title={t('follow.offer.accept_title', { version })}
      failed={failed}
      submitting={form.formState.isSubmitting}
      submit={t('follow.offer.accept_submit')}
      onSubmit={submit}
    >
      <Input
        {...form.register('name')}
        label={t('follow.offer.name_label')}
        error={errorOf('name')}
        required
        autoComplete="name"
        dir="auto"
      />
      <Input
        {...form.register('orderNumber')}
        label={t('follow.offer.order_label')}
        error={errorOf('orderNumber')}
        autoComplete="off"
        dir="auto"
      />
      <Checkbox {...form.register('agree')} label={t('follow.offer.agree_label')} error={errorOf('agree')} required />
    </AnswerForm>
  );
}

/** Declining, with a reason. */
export function DeclineForm({ token, version, onAnswered }: AnswerProps) {
  const { t } = useTranslation(QUOTE_NS);
  const { t: tf } = useTranslation(FORMS_NAMESPACE);
  const form = useForm<OfferDecline>({
    resolver: lazyZodResolver<OfferDecline>((schemas) => schemas.offerDeclineSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onChange',
  });
  const { failed, setFailed, fail } = useAnswerFailure(onAnswered, version);
  const error = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await postOfferDecline(token, version, values);
    } catch (failure) {
      await fail(failure);
      return;
    }
    await onAnswered({ version });
  });

  return (
    <AnswerForm
      id="offer-decline"
      title={t('follow.offer.decline_title', { version })}
      failed={failed}
      submitting={form.formState.isSubmitting}
      submit={t('follow.offer.decline_submit')}
      secondary
      onSubmit={submit}
    >
      <Textarea
        {...form.register('reason')}
        label={t('follow.offer.reason_label')}
        error={error ? tf(isValidationKey(error) ? error : VALIDATION.invalid) : undefined}
        required
        rows={4}
        dir="auto"
      />
    </AnswerForm>
  );
}
