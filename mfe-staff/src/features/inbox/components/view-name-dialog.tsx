import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../components/text-dialog';
import { STAFF_NS } from '../../../config/i18n';
import { viewNameSchema } from '../api/views';

/**
 * The name of a view being saved or renamed, in a dialog (focus trapped, given back on close). A refusal
 * (a name the person already uses, a lost connection) is shown here and keeps what was typed.
 */
export function ViewNameDialog({
  title,
  initialName = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName?: string;
  submitLabel: string;
  /** Saves; the caller closes the dialog once it is done. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <TextDialog
      title={title}
      label={t('inbox.view_name')}
      field={viewNameSchema.shape.name}
      initial={initialName}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
