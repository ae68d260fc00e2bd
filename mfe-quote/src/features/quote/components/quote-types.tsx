import { useTranslation } from 'react-i18next';
import { Card } from '@freight/shared/ui/card';
import { QUOTE_CHOICES } from '@freight/shared/constants';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './quote.module.css';

/**
 * The four kinds of request, as information for now: the wizard that each
 * one opens comes in a later issue, so nothing here pretends to be a button.
 */
export function QuoteTypes() {
  const { t } = useTranslation(QUOTE_NS);
  return (
    <ul className={styles.grid}>
      {QUOTE_CHOICES.map((choice) => (
        <li key={choice}>
          <Card title={t(`types.items.${choice}.title`)} headingLevel={3}>
            <p>{t(`types.items.${choice}.text`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
