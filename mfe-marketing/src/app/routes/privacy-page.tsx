import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { LegalDocument } from '../../features/legal/components/legal-document';

export function PrivacyPage() {
  usePageHead('/privacy');
  return <LegalDocument kind="privacy" />;
}
