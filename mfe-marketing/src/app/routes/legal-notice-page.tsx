import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { LegalDocument } from '../../features/legal/components/legal-document';

export function LegalNoticePage() {
  usePageHead('/legal-notice');
  return <LegalDocument kind="notice" />;
}
