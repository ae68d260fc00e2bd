import { telHref } from '../../core/profiles/profiles';
import styles from './phone-list.module.css';

export interface PhoneListProps {
  phones: readonly string[];
  className?: string;
  /** Names the list when nothing around it does (the header's phones). */
  label?: string;
}

/** Callable phone numbers, kept left-to-right inside Arabic text. */
export function PhoneList({ phones, className, label }: PhoneListProps) {
  return (
    <ul className={className} aria-label={label}>
      {phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} dir="ltr" className={styles.number}>
            {phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
