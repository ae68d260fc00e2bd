import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { RadioGroup } from '@freight/shared/web/ui/radio-group';
import { Select } from '@freight/shared/web/ui/select';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { todayIso } from '@freight/shared/core/schemas/dates';
import type { FieldSpec } from './step-fields';
import styles from './step-form.module.css';

export type StepValues = Record<string, string>;

interface StepFormProps {
  fields: FieldSpec[];
  /** What the visitor typed before (kept by the machine), shown again. */
  values: Record<string, unknown>;
  /** Field errors of the last attempt: field name -> `forms` message key. */
  errors: Record<string, string>;
  /** Changes on every rejected attempt, so focus moves again to the first invalid field. */
  attempt: number;
  submitLabel: string;
  onSubmit: (values: StepValues) => void;
  /** Gets what is typed on this step, which the wizard keeps when going back. */
  onBack?: (values: StepValues) => void;
  backLabel?: string;
  busy?: boolean;
}

const asText = (value: unknown) =>
  Array.isArray(value) ? String(value[0] ?? '') : value === undefined || value === null ? '' : String(value);
const yesNo = (value: unknown) =>
  value === true || value === 'yes' || value === 'oui'
    ? 'yes'
    : value === false || value === 'no' || value === 'non'
      ? 'no'
      : '';

/** One step of a wizard: the fields of its spec, translated errors under each, Back and Next. */
export function StepForm({
  fields,
  values,
  errors,
  attempt,
  submitLabel,
  onSubmit,
  onBack,
  backLabel,
  busy = false,
}: StepFormProps) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // After a rejected attempt, the first invalid field takes the focus (screen readers then read its error).
  useEffect(() => {
    if (attempt === 0) return;
    const first = fields.find((field) => errors[field.name]);
    if (!first) return;
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`);
    element?.focus();
  }, [attempt, errors, fields]);

  const collect = (form: HTMLFormElement): StepValues => {
    const data = new FormData(form);
    const values: StepValues = {};
    for (const field of fields) values[field.name] = String(data.get(field.name) ?? '');
    return values;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(collect(event.currentTarget));
  };

  const label = (field: FieldSpec) => (field.required ? t(field.label) : `${t(field.label)} (${t('fields.optional')})`);
  const error = (field: FieldSpec) => (errors[field.name] ? t(errors[field.name] ?? 'validation.invalid') : undefined);

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: label(field),
          error: error(field),
          required: field.required,
          hint: field.hint ? t(field.hint) : undefined,
          id: `${idPrefix}-${field.name}`,
        };
        switch (field.kind) {
          case 'select':
            return (
              <Select
                key={field.name}
                {...common}
                defaultValue={asText(values[field.name])}
                options={(field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
              />
            );
          case 'yes-no':
            return (
              <RadioGroup
                key={field.name}
                legend={common.label}
                name={field.name}
                error={common.error}
                required={field.required}
                defaultValue={yesNo(values[field.name])}
                options={[
                  { value: 'yes', label: t('options.yes_no.yes') },
                  { value: 'no', label: t('options.yes_no.no') },
                ]}
              />
            );
          case 'textarea':
            return <Textarea key={field.name} {...common} defaultValue={asText(values[field.name])} />;
          case 'date':
            return (
              <Input
                key={field.name}
                {...common}
                type="date"
                min={todayIso()}
                defaultValue={asText(values[field.name])}
              />
            );
          case 'number':
            return (
              <Input
                key={field.name}
                {...common}
                type="text"
                inputMode="decimal"
                defaultValue={asText(values[field.name])}
              />
            );
          default:
            return (
              <Input
                key={field.name}
                {...common}
                type={field.kind}
                autoComplete={field.autoComplete}
                defaultValue={asText(values[field.name])}
              />
            );
        }
      })}
      <div className={styles.actions}>
        {onBack ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => formRef.current && onBack(collect(formRef.current))}
            disabled={busy}
          >
            {backLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
