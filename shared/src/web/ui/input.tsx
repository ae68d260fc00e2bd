import type { ComponentProps } from 'react';
import { Field, controlClassName, type FieldLabelProps } from './field';

export interface InputProps extends Omit<ComponentProps<'input'>, 'id' | 'required'>, FieldLabelProps {
  /** Class of the wrapper (label, hint, error, input). */
  fieldClassName?: string;
}

/** Text input with its visible label, hint and error. The ref reaches the <input>. */
export function Input({
  label,
  hint,
  error,
  required,
  id,
  fieldClassName,
  className,
  ref,
  type = 'text',
  ...rest
}: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => <input ref={ref} type={type} {...rest} {...control} className={controlClassName(className)} />}
    </Field>
  );
}
