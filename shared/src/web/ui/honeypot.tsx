import { HONEYPOT_FIELD } from '../../core/schemas/form-meta';
import styles from './honeypot.module.css';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The spam trap every public form carries (docs/decisions/005-form-submissions.md):
 * an input named `website` that people never see nor reach (off screen, out of
 * the tab order, hidden from assistive technology, never autofilled) and naive
 * bots fill in. Its value is sent as the `website` meta field.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <input
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
