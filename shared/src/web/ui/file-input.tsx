import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldLabelProps } from './field';
import { formatFileSize } from './file-size';
import styles from './file-input.module.css';

export interface FileInputProps
  extends Omit<ComponentProps<'input'>, 'id' | 'required' | 'type' | 'value' | 'defaultValue' | 'multiple'>,
    FieldLabelProps {
  /** Called with the chosen file, or null when it is removed. */
  onFileChange?: (file: File | null) => void;
  /**
   * The file to show when the parent keeps it (controlled), e.g. across a
   * dialog closing and reopening, which remounts the native input empty.
   * Leave undefined to let the input keep its own.
   */
  file?: File | null;
  fieldClassName?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A native file input (keyboard, drag and drop, the phone's picker), styled,
 * with the chosen file's name and size and a button to remove it. The ref
 * reaches the <input>.
 */
export function FileInput({
  label,
  hint,
  error,
  required,
  id,
  onFileChange,
  onChange,
  file: fileProp,
  fieldClassName,
  className,
  ref,
  ...rest
}: FileInputProps) {
  const { t, i18n } = useTranslation('ui');
  const [ownFile, setFile] = useState<File | null>(null);
  const file = fileProp === undefined ? ownFile : fileProp;
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // A form reset empties the native input: forget the file shown too.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => setFile(null);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  // The parent dropped its file: the native input lets go of it too.
  useEffect(() => {
    if (fileProp === null && input.current) input.current.value = '';
  }, [fileProp]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    onChange?.(event);
    onFileChange?.(chosen);
  }

  function clear() {
    if (input.current) input.current.value = '';
    setFile(null);
    onFileChange?.(null);
    // The remove button disappears: keep the keyboard user in place.
    input.current?.focus();
  }

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <div className={styles.file} data-invalid={error ? '' : undefined}>
          <div className={[styles.filePicker, className].filter(Boolean).join(' ')}>
            <input
              ref={setRefs}
              type="file"
              {...rest}
              {...control}
              onChange={handleChange}
              className={styles.fileNative}
            />
            <span className={styles.fileButton} aria-hidden="true">
              {t('file.choose')}
            </span>
            <span className={styles.fileStatus} aria-hidden="true">
              {file ? file.name : t('file.none')}
            </span>
          </div>
          <div aria-live="polite">
            {file ? (
              <p className={styles.fileChosen}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>
                  {formatFileSize(file.size, i18n.resolvedLanguage ?? i18n.language)}
                </span>
                <button
                  type="button"
                  className={styles.fileRemove}
                  onClick={clear}
                  aria-label={t('file.remove', { name: file.name })}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </button>
              </p>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
