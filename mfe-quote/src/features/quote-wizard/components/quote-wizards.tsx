import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { OTHER_QUOTE_TYPE, QUOTE_TYPES, SECTORS, type QuoteChoice, type Sector } from '@freight/shared/core/constants';
import { QUOTE_TYPE_PARAM, quoteChoiceOf } from '@freight/shared/core/federation/contract';
import { Button } from '@freight/shared/web/ui/button';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import { hasStoredDraft } from '../machines/draft-keys';
import type { WizardCommand } from './wizard-runtime';
import styles from './wizard.module.css';

// The wizards' code (xstate, the schemas, the step forms) is not needed to show
// the chooser: it loads when the visitor points at, focuses or clicks a choice,
// and at once when this tab holds a draft to restore.
const loadRuntime = () => import(/* webpackChunkName: "quote-wizard" */ './wizard-runtime');
const WizardRuntime = lazy(loadRuntime);
const prefetch = () => void loadRuntime().catch(() => undefined);

/** The parameter a link uses to preselect the visitor's sector (the home page's sector cards). */
export const SECTOR_PARAM = 'sector';

/** The sector a /cotation URL names, or undefined when absent or unknown. */
export function sectorOf(search: string): Sector | undefined {
  const value = new URLSearchParams(search).get(SECTOR_PARAM);
  return SECTORS.find((sector) => sector === value);
}

/** The quote-type chooser (step 1) and the two wizards it opens. */
export function QuoteWizards() {
  const { t } = useTranslation(QUOTE_NS);
  // Development loads it at once, so QA's recorder (window.__quoteRecorder) is there from the start.
  const [wanted, setWanted] = useState(() => process.env.NODE_ENV !== 'production' || hasStoredDraft());
  const [command, setCommand] = useState<WizardCommand | null>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);

  // /cotation?sector=food (a home page sector card): the wizard opens with that sector chosen.
  const location = useLocation();
  const navigate = useNavigate();
  const sector = sectorOf(location.search);
  const open = useCallback(
    (choice: QuoteChoice) => {
      setWanted(true);
      setCommand((previous) => ({ choice, id: (previous?.id ?? 0) + 1, ...(sector ? { sector } : {}) }));
    },
    [sector],
  );

  // /cotation?type=traction (a transport page's button): open that wizard, keeping
  // any draft, then drop the parameter so a reload or Back does not reopen it.
  useEffect(() => {
    const choice = quoteChoiceOf(location.search);
    if (!choice) return;
    open(choice);
    const params = new URLSearchParams(location.search);
    params.delete(QUOTE_TYPE_PARAM);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.hash, navigate, open]);

  const choices: QuoteChoice[] = [...QUOTE_TYPES, OTHER_QUOTE_TYPE];
  return (
    <PageSection title={t('wizard.choose_title')} intro={t('wizard.choose_intro')}>
      <ul className={styles.chooser}>
        {choices.map((choice) => (
          <li key={choice}>
            <Button
              size="lg"
              variant={choice === OTHER_QUOTE_TYPE ? 'secondary' : undefined}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => open(choice)}
            >
              {t(`wizard.choose.${choice}`)}
            </Button>
          </li>
        ))}
      </ul>
      {/* Announced while the form's code arrives on a slow connection. */}
      <p role="status" className={styles.opening}>
        {command && !ready ? t('wizard.opening') : ''}
      </p>
      {wanted ? (
        <Suspense fallback={null}>
          <WithForms>
            <WizardRuntime command={command} onReady={onReady} />
          </WithForms>
        </Suspense>
      ) : null}
    </PageSection>
  );
}
