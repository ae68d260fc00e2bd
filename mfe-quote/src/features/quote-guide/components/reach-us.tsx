import { useTranslation } from 'react-i18next';
import { ContactBlock } from '@freight/shared/web/ui/contact-block';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './quote-guide.module.css';

/** Phones, e-mail and hours from the brand profile, for visitors who would rather talk. */
export function ReachUs() {
  const { t } = useTranslation(QUOTE_NS);
  return (
    <ContactBlock
      items={['phones', 'hotline', 'email', 'hours']}
      labels={{ phones: t('reach.phones'), email: t('reach.email'), hours: t('reach.hours') }}
      className={styles.details}
    />
  );
}
