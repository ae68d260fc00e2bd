import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { PageSection } from '@freight/shared/web/ui/page';
import { CAREERS_NS } from '../../../config/i18n';
import styles from './application.module.css';

/** No offer fits: the same application form, with no offer attached. */
export function SpontaneousApplication({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation(CAREERS_NS);
  return (
    <PageSection title={t('spontaneous.title')} intro={t('spontaneous.text')} muted>
      <p className={styles.spontaneousHint}>{t('spontaneous.cv_hint')}</p>
      <Button size="lg" onClick={onApply}>
        {t('spontaneous.apply')}
      </Button>
    </PageSection>
  );
}
