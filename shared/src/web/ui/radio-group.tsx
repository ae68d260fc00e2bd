import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, RequiredMarker, useFieldIds } from './field';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible question, the group's accessible name. */
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  /** Controlled value; leave undefined (with defaultValue) for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Side by side (yes/no) or stacked. */
  orientation?: 'horizontal' | 'vertical';
  id?: string;
  /** Reaches the checked radio, or the first one: what to focus when the group is invalid. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** Native radios in a fieldset: arrow keys, forms and RTL work as the browser does them. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'horizontal',
  id: idProp,
  ref,
  className,
}: RadioGroupProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(idProp, hint, error);
  const legendId = `${id}-legend`;
  const selected = value ?? defaultValue;
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === selected),
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value);

  return (
    <fieldset
      // radiogroup (allowed on fieldset) accepts aria-invalid and aria-required; group does not.
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on fieldset.
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      className={[styles.field, styles.fieldset, className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <legend id={legendId} className={styles.label}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <div className={orientation === 'horizontal' ? styles.radiosRow : styles.radiosColumn}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = value === undefined ? {} : { checked: value === option.value };
          return (
            <div key={option.value} className={styles.radio}>
              <input
                ref={index === focusIndex ? ref : undefined}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                defaultChecked={value === undefined ? defaultValue === option.value : undefined}
                {...checked}
                disabled={option.disabled}
                onChange={onChange}
                onBlur={onBlur}
                className={styles.radioInput}
              />
              <label htmlFor={optionId} className={styles.radioLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
