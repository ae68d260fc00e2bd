import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import styles from './field.module.css';

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Label, hint and error shared by every form control. */
export interface FieldLabelProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; its presence marks the control invalid. */
  error?: string;
  /** Shows the required marker (with its text for screen readers). */
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
}

export interface FieldProps extends FieldLabelProps {
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Ids of a field's parts, for controls that lay themselves out (RadioGroup). */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const generated = useId();
  const base = id ?? generated;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: base, hintId, errorId, describedBy };
}

/** A visible asterisk, and words for screen readers in place of the symbol. */
export function RequiredMarker() {
  const { t } = useTranslation('ui');
  return (
    <>
      {' '}
      <span className={styles.required} aria-hidden="true">
        *
      </span>
      <VisuallyHidden>{t('required')}</VisuallyHidden>
    </>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.error}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  ) : null;
}

/**
 * Visible label, optional hint and error, wired to the control it renders:
 * `<Field label="E-mail" error={err}>{(p) => <input {...p} />}</Field>`.
 */
export function Field({ label, hint, error, required = false, id: idProp, className, children }: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(idProp, hint, error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

export function controlClassName(...names: Array<string | undefined>) {
  return [styles.control, ...names].filter(Boolean).join(' ');
}
