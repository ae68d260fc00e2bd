import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@freight/shared/ui/button';
import { MARKETING_NS } from '../config/i18n';
import { QUOTE_PATH } from '../config/pages';

/** The 'request a quote' call to action: a link to /cotation styled as a button. */
export function QuoteLink({ variant = 'primary', label }: { variant?: ButtonVariant; label?: string }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <Button asChild variant={variant} size="lg">
      <Link to={QUOTE_PATH}>{label ?? t('common.request_quote')}</Link>
    </Button>
  );
}
