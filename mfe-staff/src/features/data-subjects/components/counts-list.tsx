import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../../../config/i18n';

/** How many rows of each kind an export holds or an erasure deleted, in the order given. */
export function CountsList({ counts, label }: { counts: Record<string, number>; label: string }) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <ul aria-label={label}>
      {Object.entries(counts).map(([kind, count]) => (
        <li key={kind}>{t('data_subjects.count', { kind: t(`data_subjects.kinds.${kind}`), number: count })}</li>
      ))}
    </ul>
  );
}
