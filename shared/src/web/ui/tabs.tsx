import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../core/constants';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable id, also what a page puts in the URL to deep-link the tab. */
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled: the selected tab (e.g. read from the URL). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Uncontrolled start; defaults to the first tab. */
  defaultValue?: string;
  /** Reading direction for arrow keys; defaults to the active language's. */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/** Tabs on radix Tabs: arrows move and select, Home/End jump, RTL mirrors the arrows. */
export function Tabs({ items, label, value, onValueChange, defaultValue, dir, className }: TabsProps) {
  const { i18n } = useTranslation('ui');
  const controlled = value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value };
  return (
    <RadixTabs.Root
      {...controlled}
      onValueChange={onValueChange}
      dir={dir ?? directionOf(i18n.resolvedLanguage ?? i18n.language)}
      activationMode="automatic"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
