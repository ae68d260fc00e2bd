import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, RequiredMarker } from './field';
import styles from './checkbox.module.css';
import fieldStyles from './field.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'required' | 'children'> {
  /** The sentence the visitor agrees to, beside the box. */
  label: ReactNode;
  /** Already translated; its presence marks the box invalid. */
  error?: string;
  required?: boolean;
  id?: string;
  fieldClassName?: string;
}

/**
 * A native checkbox with its label beside it (a click on the sentence ticks
 * the box) and its error under it, read by screen readers with the box.
 * The ref reaches the <input>.
 */
export function Checkbox({
  label,
  error,
  required = false,
  id: idProp,
  fieldClassName,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      className={[fieldStyles.field, fieldClassName].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <div className={styles.row}>
        <input
          ref={ref}
          type="checkbox"
          id={id}
          required={required}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className={[styles.box, className].filter(Boolean).join(' ')}
          {...rest}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
