import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, type SiteLanguage } from '@freight/shared/core/constants';
import { STAFF_NS } from '../../../config/i18n';
import styles from './content.module.css';

/**
 * One language's fields of a record: its own fieldset (named after the language), written in that
 * language and direction (Arabic right to left), so spell-checkers and screen readers follow.
 * The four sit side by side on a wide screen, stacked on a phone (`.languages`).
 */
export function LanguageSection({
  language,
  children,
  action,
}: {
  language: SiteLanguage;
  children: ReactNode;
  /** Above the fields, in the interface's language ("Copy from French"). */
  action?: ReactNode;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <fieldset className={styles.language}>
      <legend>{t(`content.languages.${language}`)}</legend>
      {action ? <p className={styles.languageAction}>{action}</p> : null}
      <div lang={language} dir={directionOf(language)}>
        {children}
      </div>
    </fieldset>
  );
}
