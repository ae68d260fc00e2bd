import { type Control, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFER_LINES_MAX, type OfferDraftValues } from '@freight/shared/core/offers/offer-schemas';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import { formatMoney } from '../../../lib/money';
import { typedTotals } from '../money';
import styles from '../offers.module.css';

export const EMPTY_LINE = { label: '', quantity: 1, unit: '', unitPrice: Number.NaN };

/**
 * The offer's lines (react-hook-form's field array): add, remove, and move up or down with buttons
 * that say which line they act on, so a keyboard or a screen reader does all of it. Each line's
 * total and the sums follow what is typed, by the server's rounding; the server's win once saved.
 */
export function OfferLines({
  control,
  register,
  errorOf,
}: {
  control: Control<OfferDraftValues>;
  register: UseFormRegister<OfferDraftValues>;
  errorOf: (name: `lines.${number}.${'label' | 'quantity' | 'unit' | 'unitPrice'}` | 'lines') => string | undefined;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const [lines = [], vatRate, currency = 'MAD'] = useWatch({ control, name: ['lines', 'vatRate', 'currency'] });
  const { lineTotalsCents, totals } = typedTotals(lines, vatRate);
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? t('offers.not_yet') : formatMoney(cents, currency, i18n.language);
  const number = { valueAsNumber: true } as const;
  // A decimal typed in a number field (the form posts numbers, as the API's schema reads them).
  const amount = { type: 'number', min: 0, inputMode: 'decimal', required: true } as const;
  return (
    <fieldset className={styles.lines}>
      <legend>{t('offers.lines')}</legend>
      {errorOf('lines') ? <p className={styles.error}>{errorOf('lines')}</p> : null}
      <ol className={styles.lineList}>
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id} className={styles.line}>
              <fieldset>
                <legend>{t('offers.line', { n })}</legend>
                <Input
                  label={t('offers.label')}
                  required
                  error={errorOf(`lines.${index}.label`)}
                  {...register(`lines.${index}.label`)}
                />
                <div className={styles.lineNumbers}>
                  <Input
                    label={t('offers.quantity')}
                    step="any"
                    {...amount}
                    error={errorOf(`lines.${index}.quantity`)}
                    {...register(`lines.${index}.quantity`, number)}
                  />
                  <Input
                    label={t('offers.unit')}
                    error={errorOf(`lines.${index}.unit`)}
                    {...register(`lines.${index}.unit`)}
                  />
                  <Input
                    label={t('offers.unit_price', { currency })}
                    step="0.01"
                    {...amount}
                    error={errorOf(`lines.${index}.unitPrice`)}
                    {...register(`lines.${index}.unitPrice`, number)}
                  />
                </div>
                <p>
                  {t('offers.line_total')} <output>{money(lineTotalsCents[index])}</output>
                </p>
                <div className={styles.lineActions}>
                  <Button type="button" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t('offers.move_up', { n })}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('offers.move_down', { n })}
                  </Button>
                  <Button type="button" variant="ghost" disabled={fields.length === 1} onClick={() => remove(index)}>
                    {t('offers.remove_line', { n })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="secondary"
        disabled={fields.length >= OFFER_LINES_MAX}
        onClick={() => append({ ...EMPTY_LINE }, { focusName: `lines.${fields.length}.label` })}
      >
        {t('offers.add_line')}
      </Button>
      <dl className={styles.totals} aria-live="polite">
        <div>
          <dt>{t('offers.subtotal')}</dt>
          <dd>{money(totals?.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{t('offers.vat', { rate: typeof vatRate === 'number' && !Number.isNaN(vatRate) ? vatRate : '–' })}</dt>
          <dd>{money(totals?.vatCents)}</dd>
        </div>
        <div>
          <dt>{t('offers.total')}</dt>
          <dd>{money(totals?.totalCents)}</dd>
        </div>
      </dl>
    </fieldset>
  );
}
