import { useTranslation } from 'react-i18next';
import { type OfferView, offerWithdrawSchema } from '@freight/shared/core/offers/offer-schemas';
import { TextDialog } from '../../../components/text-dialog';
import { STAFF_NS } from '../../../config/i18n';
import { withdrawOffer } from '../api/offers';

/** Withdraws the version the shipper has, with the reason e-mailed to them; the focus returns to the button. */
export function WithdrawDialog({
  reference,
  version,
  onDone,
  onClose,
}: {
  reference: string;
  version: number;
  onDone: (offer: OfferView | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <TextDialog
      title={t('offers.withdraw_title', { version })}
      description={t('offers.withdraw_text')}
      label={t('offers.withdraw_reason')}
      field={offerWithdrawSchema.shape.reason}
      multiline
      submitLabel={t('offers.withdraw_confirm')}
      onSubmit={async (reason) => onDone(await withdrawOffer(reference, version, reason))}
      onClose={onClose}
    />
  );
}
