import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

export interface OfferSummaryRange {
  from?: string;
  to?: string;
}

/**
 * The summary's dates of sending, both optional and applied together; an end before the start is
 * said under it and nothing is asked (what was typed stays).
 */
export function OfferSummaryFilters({
  range,
  onApply,
}: {
  range: OfferSummaryRange;
  onApply: (range: OfferSummaryRange) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [values, setValues] = useState<OfferSummaryRange>(range);
  const [invalid, setInvalid] = useState(false);
  const toField = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reversed = !!values.from && !!values.to && values.to < values.from;
    setInvalid(reversed);
    if (reversed) {
      toField.current?.focus();
      return;
    }
    onApply(values);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('offers.summary_filters')} noValidate>
      <Input
        label={t('offers.summary_from')}
        type="date"
        value={values.from ?? ''}
        onChange={(event) => setValues({ ...values, from: event.target.value })}
      />
      <Input
        ref={toField}
        label={t('offers.summary_to')}
        type="date"
        value={values.to ?? ''}
        error={invalid ? t('offers.summary_range_invalid') : undefined}
        onChange={(event) => setValues({ ...values, to: event.target.value })}
      />
      <Button type="submit">{t('offers.summary_apply')}</Button>
      {range.from || range.to ? (
        <Button type="button" variant="secondary" onClick={() => onApply({})}>
          {t('offers.summary_all')}
        </Button>
      ) : null}
    </form>
  );
}
