import type { ComponentProps } from 'react';
import { Field, controlClassName, type FieldLabelProps } from './field';
import styles from './field.module.css';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'id' | 'required'>, FieldLabelProps {
  fieldClassName?: string;
}

/** Multi-line text with its visible label, hint and error. The ref reaches the <textarea>. */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  fieldClassName,
  className,
  ref,
  rows = 5,
  ...rest
}: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...rest}
          {...control}
          className={controlClassName(styles.textarea, className)}
        />
      )}
    </Field>
  );
}
