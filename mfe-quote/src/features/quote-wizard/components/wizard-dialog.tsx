import { type ReactElement, useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { Honeypot, type HoneypotProps } from '@freight/shared/web/ui/honeypot';
import { PrivacyNotice } from '@freight/shared/web/ui/privacy-notice';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { QUOTE_NS } from '../../../config/i18n';
import type { FieldSpec } from './step-fields';
import { StepForm } from './step-form';
import styles from './wizard.module.css';

export interface WizardStep {
  /** The machine state showing this step. */
  state: string;
  /** Where the machine keeps the step's values in `context.draft`. */
  draftKey: string;
  fields: FieldSpec[];
}

/** The dialog's steps in the flow's order, each with its form: a step without fields does not compile. */
export function wizardSteps<THolds extends string>(
  flow: { steps: ReadonlyArray<{ state: string; holds: THolds }> },
  fields: Record<THolds, FieldSpec[]>,
): WizardStep[] {
  return flow.steps.map((step) => ({ state: step.state, draftKey: step.holds, fields: fields[step.holds] }));
}

interface WizardContext {
  open: boolean;
  draft: Record<string, Record<string, unknown> | null>;
  errors: Record<string, string>;
  reference: string | null;
  submitError: { code: string; retryable: boolean } | null;
}

interface Props {
  actor: AnyActorRef;
  title: string;
  steps: WizardStep[];
  /** Steps before the first form (the quote-type chooser counts as step 1). */
  offset: number;
  /** The wizard's spam trap, kept by the page across steps. */
  honeypot: HoneypotProps;
}

function contextOf(value: unknown): WizardContext {
  // The two wizard machines share this context shape (machines/wizard.ts).
  return value as WizardContext;
}

/** The wizard's modal: one step at a time, then sending, sent (with the reference) or failed with Retry. */
export function WizardDialog({ actor, title, steps, offset, honeypot }: Props) {
  const { t } = useTranslation(QUOTE_NS);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const context = useSelector(actor, (snapshot) => contextOf(snapshot.context));
  const attempts = useRef({ errors: context.errors, count: 0 });
  if (attempts.current.errors !== context.errors) {
    attempts.current = { errors: context.errors, count: attempts.current.count + 1 };
  }

  const index = steps.findIndex((step) => step.state === state);
  const step = steps[index];
  const total = steps.length + offset;
  const close = () => actor.send({ type: 'CLOSE' });

  let body: ReactElement | undefined;
  let dialogTitle = title;
  if (step) {
    const stepErrors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !field.includes('.')));
    body = (
      <>
        <p className={styles.progress} aria-live="polite">
          {t('wizard.step_of', { current: index + 1 + offset, total })}
        </p>
        <StepForm
          key={state}
          fields={step.fields}
          values={context.draft[step.draftKey] ?? {}}
          errors={stepErrors}
          attempt={attempts.current.count}
          submitLabel={index === steps.length - 1 ? t('wizard.send') : t('wizard.next')}
          backLabel={t('wizard.back')}
          onBack={index > 0 ? (data) => actor.send({ type: 'BACK', data }) : undefined}
          onSubmit={(data) => actor.send({ type: 'NEXT', data })}
        />
        <Honeypot {...honeypot} />
        <PrivacyNotice />
      </>
    );
  } else if (state === 'submitting') {
    body = <LoadingState label={t('wizard.sending')} />;
  } else if (state === 'failed') {
    const limited = context.submitError?.code === 'RATE_LIMITED';
    // Sending the same request again cannot cure a refusal: the visitor reviews it instead.
    const refused = context.submitError?.retryable === false && !limited;
    body = (
      <>
        <ErrorState
          title={t('wizard.failed_title')}
          message={limited ? t('wizard.rate_limited') : refused ? t('wizard.refused_text') : t('wizard.failed_text')}
          {...(refused ? {} : { retryLabel: t('wizard.retry'), onRetry: () => actor.send({ type: 'RETRY' }) })}
        />
        <div className={styles.review}>
          <Button variant={refused ? 'primary' : 'ghost'} onClick={() => actor.send({ type: 'EDIT' })}>
            {t('wizard.review')}
          </Button>
        </div>
      </>
    );
  } else if (state === 'sent') {
    dialogTitle = t('wizard.sent_title');
    body = (
      <div className={styles.sent}>
        <p>{t('wizard.sent_text')}</p>
        <p className={styles.reference}>{t('wizard.reference', { reference: context.reference ?? '' })}</p>
        <Button onClick={close}>{t('wizard.close')}</Button>
      </div>
    );
  }

  const open = context.open && body !== undefined;
  // Opening renders the dialog's frame first and its body in a deferred render of its own, which
  // React splits into short tasks: the machines' state is an external store, so the render that
  // opens the dialog is synchronous, and with the step's form it was one long task on a phone (ADR 027).
  const bodyShown = useDeferredValue(open);
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => (open ? actor.send({ type: 'OPEN' }) : close())}
      title={dialogTitle}
      focusAfterPaint
    >
      {bodyShown ? body : null}
    </Dialog>
  );
}
