import { telHref } from '@freight/shared/profiles/profiles';
import styles from './page.module.css';

/** Callable phone numbers; kept left-to-right inside Arabic text. */
export function PhoneList({ phones, className }: { phones: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} dir="ltr" className={styles.ltr}>
            {phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
