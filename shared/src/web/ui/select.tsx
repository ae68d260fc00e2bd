import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlClassName, type FieldLabelProps } from './field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<ComponentProps<'select'>, 'id' | 'required' | 'children' | 'multiple'>,
    FieldLabelProps {
  options: SelectOption[];
  /** First, empty option; defaults to the translated "Choose…"; `false` for none. */
  placeholder?: string | false;
  fieldClassName?: string;
}

/** A native <select> (robust, and the phone's own picker), styled. The ref reaches the <select>. */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  fieldClassName,
  className,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <span className={styles.selectWrap}>
          <select ref={ref} {...rest} {...control} className={controlClassName(styles.select, className)}>
            {placeholder === false ? null : <option value="">{placeholder ?? t('select_placeholder')}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
