import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { LegalDocument } from '../../features/legal/components/legal-document';

export function LegalNoticePage() {
  usePageHead({ pages: PAGES, path: '/legal-notice' });
  return <LegalDocument kind="notice" />;
}
