import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { FormAlert } from '../../../components/form-alert';
import { useReturnFocus } from '../../../components/use-return-focus';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { offerPreviewHtml } from '../api/offers';
import styles from '../offers.module.css';

/**
 * The version exactly as the shipper will see it: the API's own HTML (the page the PDF is printed
 * from), in a frame sandboxed without scripts or the site's origin, inside a dialog that keeps the focus.
 */
export function OfferPreviewDialog({
  reference,
  version,
  onClose,
}: {
  reference: string;
  version: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [html, setHtml] = useState<string | null>(null);
  const [refusal, setRefusal] = useState('');
  const returnFocus = useReturnFocus();
  useEffect(() => {
    let live = true;
    offerPreviewHtml(reference, version).then(
      (text) => live && setHtml(text),
      (error: unknown) => live && setRefusal(errorText(t, error)),
    );
    return () => {
      live = false;
    };
  }, [reference, version, t]);
  const close = () => {
    onClose();
    returnFocus();
  };
  const title = t('offers.preview_title', { version });
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description={t('offers.preview_text')}
    >
      <FormAlert>{refusal}</FormAlert>
      {html === null && !refusal ? <LoadingState label={t('layout.loading')} /> : null}
      {html !== null ? <iframe className={styles.preview} title={title} sandbox="" srcDoc={html} /> : null}
    </Dialog>
  );
}
