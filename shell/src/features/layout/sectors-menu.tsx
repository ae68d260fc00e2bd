import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './use-site-profile';
import styles from './header.module.css';

/**
 * Desktop dropdown of the activity sectors: opens on hover (docs/product-rules.md#layout) and,
 * for keyboard and touch users, on click or focus; Escape closes it.
 */
export function SectorsMenu({ items, active }: { items: MenuItem[]; active: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover, focus leaving and Escape reach it from its button and links; it is no control itself.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the same events, bubbling from the controls inside.
    <div
      className={styles.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${styles.link} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          // A pointer already opened it on hover (or a tap did): keep it open.
          // Keyboard activation (detail 0) toggles.
          if (event.detail === 0) setOpen((value) => !value);
          else setOpen(true);
        }}
      >
        {t('nav.sectors')}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={id} className={styles.dropdownList} data-open={open} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
