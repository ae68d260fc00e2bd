import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { OTHER_QUOTE_TYPE, type QuoteChoice } from '@freight/shared/core/constants';
import { postOtherQuote, postQuote } from '@freight/shared/web/api/quotes';
import { sendForm, withFormMeta, type FormMetaSource } from '@freight/shared/web/api/submission';
import { describeSubmitFailure, type SubmitFailure } from '@freight/shared/web/api/submit-failure';
import type { FormMeta } from '@freight/shared/core/schemas/form-meta';
import { Button } from '@freight/shared/web/ui/button';
import { QUOTE_NS } from '../../../config/i18n';
import { quoteFlow, quoteMachine } from '../machines/quote.machine';
import { otherQuoteFlow, otherQuoteMachine } from '../machines/other-quote.machine';
import { DRAFT_KEYS } from '../machines/persistence';
import { useWizardActor } from '../hooks/use-wizard-actor';
import type { SubmitOutput } from '../machines/wizard';
import { devInspectors } from '../hooks/dev-recorders';
import { CLIENT_FIELDS, LOADING_FIELDS, OTHER_INFO_FIELDS, PRODUCT_FIELDS, UNLOADING_FIELDS } from './step-fields';
import { WizardDialog, wizardSteps } from './wizard-dialog';
import styles from './wizard.module.css';
import type { Sector } from '@freight/shared/core/constants';

/** The wizards' step errors come from the machines (per step); a send's failure is read for its reason only. */
const noField = (name: string): name is never => name === '' && false;

/** What a wizard's send needs from the page: its texts and the meta sources, read at the moment of sending. */
interface WizardSendContext {
  form: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  meta: () => FormMetaSource;
}

/**
 * The submit actors' work: the shared sendForm (the failure toast under the
 * wizard's id, taken away by the success; one failure reading) with the form
 * meta fields added to the request. The key is the machine's, created with the
 * draft and kept with it across retries and reloads. A failure is thrown again,
 * untouched, so the machine reads it (toSubmitError) and offers Retry.
 */
async function submitWizard<TRequest extends object>(
  context: WizardSendContext,
  request: TRequest,
  idempotencyKey: string,
  post: (body: TRequest & FormMeta, idempotencyKey: string) => Promise<{ reference: string }>,
): Promise<SubmitOutput> {
  const { t } = context;
  const result = await sendForm(
    {
      form: context.form,
      describe: (error): SubmitFailure<never> => describeSubmitFailure(error, noField),
      // The confirmation dialog gives the reference; a success only takes the error toast away.
      toasts: {
        failure: (failure) => ({
          title: t('wizard.failed_title'),
          description: failure.reason === 'rate_limited' ? t('wizard.rate_limited') : t('wizard.failed_text'),
        }),
      },
    },
    () => post(withFormMeta(request, context.meta()), idempotencyKey),
  );
  if (result.status === 'sent') return { reference: result.reference };
  throw result.status === 'failed' ? result.error : new DOMException('The request was aborted', 'AbortError');
}

/** One wizard's meta sources: its honeypot, and when it was first opened on this page. */
function useWizardMeta() {
  const { i18n } = useTranslation();
  const [honeypot, setHoneypot] = useState('');
  const latest = useRef({ honeypot, language: i18n.resolvedLanguage ?? i18n.language });
  latest.current = { honeypot, language: i18n.resolvedLanguage ?? i18n.language };
  // A draft restored after a reload counts from the page's load.
  const openedAt = useRef<number | null>(null);
  const [meta] = useState(() => ({
    opened: () => {
      openedAt.current ??= Date.now();
    },
    source: (): FormMetaSource => ({ ...latest.current, startedAt: openedAt.current ?? Date.now() }),
  }));
  return { meta, honeypot: { value: honeypot, onChange: setHoneypot } };
}

const QUOTE_STEPS = wizardSteps(quoteFlow, {
  client: CLIENT_FIELDS,
  product: PRODUCT_FIELDS,
  loading: LOADING_FIELDS,
  unloading: UNLOADING_FIELDS,
});
const OTHER_STEPS = wizardSteps(otherQuoteFlow, { client: CLIENT_FIELDS, info: OTHER_INFO_FIELDS });

/** What the chooser asks the wizards: open this kind; `id` tells two clicks apart. */
export interface WizardCommand {
  choice: QuoteChoice;
  id: number;
  /** The sector named by the page's address (/cotation?sector=food): chosen in the goods step. */
  sector?: Sector;
}

/**
 * The two wizards (machines, drafts, dialogs), loaded by the chooser on first
 * use or at once when this tab holds a draft. Each new `command` opens its
 * wizard; a draft of the same kind is kept.
 */
export default function WizardRuntime({ command, onReady }: { command: WizardCommand | null; onReady: () => void }) {
  const { t } = useTranslation(QUOTE_NS);
  const quoteMeta = useWizardMeta();
  const otherMeta = useWizardMeta();
  const texts = useRef(t);
  texts.current = t;
  // The machines with the real API calls (tests and QA's replays provide fakes instead); built once.
  const [machines] = useState(() => {
    const send = (form: string, meta: () => FormMetaSource): WizardSendContext => ({
      form,
      t: (key, options) => texts.current(key, options ?? {}),
      meta,
    });
    return {
      quote: quoteMachine.provide({
        actors: {
          submit: fromPromise(({ input }) =>
            submitWizard(send('quote', quoteMeta.meta.source), input.request, input.idempotencyKey, postQuote),
          ),
        },
      }),
      other: otherQuoteMachine.provide({
        actors: {
          submit: fromPromise(({ input }) =>
            submitWizard(
              send('other-quote', otherMeta.meta.source),
              input.request,
              input.idempotencyKey,
              postOtherQuote,
            ),
          ),
        },
      }),
    };
  });
  const quote = useWizardActor(machines.quote, DRAFT_KEYS.quote, devInspectors.quote);
  const other = useWizardActor(machines.other, DRAFT_KEYS.otherQuote, devInspectors.otherQuote);
  const quoteType = useSelector(quote, (snapshot) => snapshot.context.draft.cotation?.type ?? 'full-load');
  const resumable = useSelector(quote, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);
  const otherResumable = useSelector(other, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);

  useEffect(() => {
    if (!command) return;
    // The dialog opens in a task of its own: React runs this effect in the task that mounts the
    // runtime, and the dialog's first render (synchronous: the machines' state is an external
    // store) would make the two one long task on a phone (ADR 027).
    const opening = setTimeout(() => {
      if (command.choice === OTHER_QUOTE_TYPE) {
        otherMeta.meta.opened();
        other.send({ type: 'OPEN' });
      } else {
        quoteMeta.meta.opened();
        quote.send({
          type: 'CHOOSE_TYPE',
          quoteType: command.choice,
          ...(command.sector ? { sector: command.sector } : {}),
        });
      }
    });
    return () => clearTimeout(opening);
  }, [command, quote, other, quoteMeta.meta, otherMeta.meta]);
  useEffect(onReady, [onReady]);

  return (
    <>
      {resumable || otherResumable ? (
        <Button
          className={styles.resume}
          variant="ghost"
          onClick={() => (resumable ? quote : other).send({ type: 'OPEN' })}
        >
          {t('wizard.resume')}
        </Button>
      ) : null}
      <WizardDialog
        actor={quote}
        title={t('wizard.dialog_title', { type: t(`wizard.choose.${quoteType}`) })}
        steps={QUOTE_STEPS}
        offset={1}
        honeypot={quoteMeta.honeypot}
      />
      <WizardDialog
        actor={other}
        title={t('wizard.other_dialog_title')}
        steps={OTHER_STEPS}
        offset={0}
        honeypot={otherMeta.honeypot}
      />
    </>
  );
}
