import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { LegalDocument } from '../../features/legal/components/legal-document';

export function PrivacyPage() {
  usePageHead({ pages: PAGES, path: '/privacy' });
  return <LegalDocument kind="privacy" />;
}
