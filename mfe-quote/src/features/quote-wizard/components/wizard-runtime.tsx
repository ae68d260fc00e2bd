import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { OTHER_QUOTE_TYPE, QUOTE_TYPES, type QuoteType } from '@freight/shared/constants';
import { QUOTE_TYPE_PARAM, quoteChoiceOf } from '@freight/shared/federation/contract';
import { postOtherQuote, postQuote } from '@freight/shared/api/quotes';
import { Button } from '@freight/shared/ui/button';
import { PageSection } from '@freight/shared/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import { quoteMachine } from '../machines/quote.machine';
import { otherQuoteMachine } from '../machines/other-quote.machine';
import { DRAFT_KEYS } from '../machines/persistence';
import { useWizardActor } from '../hooks/use-wizard-actor';
import { devInspectors } from '../hooks/dev-recorders';
import { CLIENT_FIELDS, LOADING_FIELDS, OTHER_INFO_FIELDS, PRODUCT_FIELDS, UNLOADING_FIELDS } from './step-fields';
import { WizardDialog, type WizardStep } from './wizard-dialog';
import styles from './wizard.module.css';

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

/** The quote-type chooser (step 1) and the two wizards it opens. */
export function QuoteWizards() {
  const { t } = useTranslation(QUOTE_NS);
  const quote = useWizardActor(quoteWithApi, DRAFT_KEYS.quote, devInspectors.quote);
  const other = useWizardActor(otherQuoteWithApi, DRAFT_KEYS.otherQuote, devInspectors.otherQuote);
  const quoteType = useSelector(quote, (snapshot) => snapshot.context.draft.cotation?.type ?? 'full-load');
  const resumable = useSelector(quote, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);
  const otherResumable = useSelector(other, (snapshot) => snapshot.hasTag('draft') && !snapshot.context.open);

  const choose = (type: QuoteType) => quote.send({ type: 'CHOOSE_TYPE', quoteType: type });

  // /cotation?type=traction (a transport page's button): open that wizard, keeping
  // any draft, then drop the parameter so a reload or Back does not reopen it.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const choice = quoteChoiceOf(location.search);
    if (!choice) return;
    if (choice === OTHER_QUOTE_TYPE) other.send({ type: 'OPEN' });
    else quote.send({ type: 'CHOOSE_TYPE', quoteType: choice });
    const params = new URLSearchParams(location.search);
    params.delete(QUOTE_TYPE_PARAM);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.hash, navigate, quote, other]);

  return (
    <PageSection title={t('wizard.choose_title')} intro={t('wizard.choose_intro')}>
      <ul className={styles.chooser}>
        {QUOTE_TYPES.map((type) => (
          <li key={type}>
            <Button size="lg" onClick={() => choose(type)}>
              {t(`wizard.choose.${type}`)}
            </Button>
          </li>
        ))}
        <li>
          <Button size="lg" variant="secondary" onClick={() => other.send({ type: 'OPEN' })}>
            {t('wizard.choose.other')}
          </Button>
        </li>
      </ul>
      {resumable || otherResumable ? (
        <Button className={styles.resume} variant="ghost" onClick={() => (resumable ? quote : other).send({ type: 'OPEN' })}>
          {t('wizard.resume')}
        </Button>
      ) : null}
      <WizardDialog actor={quote} title={t('wizard.dialog_title', { type: t(`wizard.choose.${quoteType}`) })} steps={QUOTE_STEPS} offset={1} />
      <WizardDialog actor={other} title={t('wizard.other_dialog_title')} steps={OTHER_STEPS} offset={0} />
    </PageSection>
  );
}
