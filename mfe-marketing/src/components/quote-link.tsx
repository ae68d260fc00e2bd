import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@freight/shared/web/ui/button';
import { MARKETING_NS } from '../config/i18n';
import type { QuoteChoice } from '@freight/shared/core/constants';
import { quotePageHref } from '@freight/shared/core/federation/contract';

/**
 * The 'request a quote' call to action: a link to /cotation styled as a button;
 * with `quoteType`, the quote page opens that wizard straight away.
 */
export function QuoteLink({
  variant = 'primary',
  label,
  quoteType,
}: {
  variant?: ButtonVariant;
  label?: string;
  quoteType?: QuoteChoice;
}) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <Button asChild variant={variant} size="lg">
      <Link to={quotePageHref(quoteType)}>{label ?? t('common.request_quote')}</Link>
    </Button>
  );
}
