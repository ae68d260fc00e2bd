import { useTranslation } from 'react-i18next';
import { Card } from '@freight/shared/web/ui/card';
import { QUOTE_CHOICES } from '@freight/shared/core/constants';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './quote-guide.module.css';

/** What each of the four kinds of request covers; the chooser above opens their wizards. */
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
