import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { OTHER_QUOTE_TYPE, type QuoteChoice } from '@freight/shared/constants';
import { postOtherQuote, postQuote } from '@freight/shared/api/quotes';
import { Button } from '@freight/shared/ui/button';
import { QUOTE_NS } from '../../../config/i18n';
import { quoteMachine } from '../machines/quote.machine';
import { otherQuoteMachine } from '../machines/other-quote.machine';
import { DRAFT_KEYS } from '../machines/persistence';
import { useWizardActor } from '../hooks/use-wizard-actor';
import { devInspectors } from '../hooks/dev-recorders';
import { CLIENT_FIELDS, LOADING_FIELDS, OTHER_INFO_FIELDS, PRODUCT_FIELDS, UNLOADING_FIELDS } from './step-fields';
import { WizardDialog, type WizardStep } from './wizard-dialog';
import styles from './wizard.module.css';
import type { Sector } from '@freight/shared/constants';

// The machines with the real API calls; tests provide fakes instead.
const quoteWithApi = quoteMachine.provide({
  actors: { submitQuote: fromPromise(({ input }) => postQuote(input.request, input.idempotencyKey)) },
});
const otherQuoteWithApi = otherQuoteMachine.provide({
  actors: { submitOtherQuote: fromPromise(({ input }) => postOtherQuote(input.request, input.idempotencyKey)) },
});

const QUOTE_STEPS: WizardStep[] = [
  { state: 'client', draftKey: 'client', fields: CLIENT_FIELDS },
  { state: 'goods', draftKey: 'product', fields: PRODUCT_FIELDS },
  { state: 'loading', draftKey: 'loading', fields: LOADING_FIELDS },
  { state: 'unloading', draftKey: 'unloading', fields: UNLOADING_FIELDS },
];
const OTHER_STEPS: WizardStep[] = [
  { state: 'client', draftKey: 'client', fields: CLIENT_FIELDS },
  { state: 'info', draftKey: 'info', fields: OTHER_INFO_FIELDS },
];

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
  const quote = useWizardActor(quoteWithApi, DRAFT_KEYS.quote, devInspectors.quote);
  const other = useWizardActor(otherQuoteWithApi, DRAFT_KEYS.otherQuote, devInspectors.otherQuote);
  const quoteType = useSelector(quote, (snapshot) => snapshot.context.draft.cotation?.type ?? 'full-load');
  const resumable = useSelector(quote, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);
  const otherResumable = useSelector(other, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);

  useEffect(() => {
    if (!command) return;
    if (command.choice === OTHER_QUOTE_TYPE) other.send({ type: 'OPEN' });
    else quote.send({ type: 'CHOOSE_TYPE', quoteType: command.choice, ...(command.sector ? { sector: command.sector } : {}) });
  }, [command, quote, other]);
  useEffect(onReady, [onReady]);

  return (
    <>
      {resumable || otherResumable ? (
        <Button className={styles.resume} variant="ghost" onClick={() => (resumable ? quote : other).send({ type: 'OPEN' })}>
          {t('wizard.resume')}
        </Button>
      ) : null}
      <WizardDialog actor={quote} title={t('wizard.dialog_title', { type: t(`wizard.choose.${quoteType}`) })} steps={QUOTE_STEPS} offset={1} />
      <WizardDialog actor={other} title={t('wizard.other_dialog_title')} steps={OTHER_STEPS} offset={0} />
    </>
  );
}
