import { useTranslation } from 'react-i18next';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import type { KeyFigure } from '@freight/shared/core/profiles/profile-schema';
import styles from './page.module.css';

/** The brand's key figures ('2018', '24/7'...), labels from the profile namespace. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return (
    <ul className={styles.figures}>
      {figures.map((figure) => (
        <li key={figure.labelKey} className={styles.figure}>
          <span className={styles.figureValue} dir="ltr">
            {figure.value}
          </span>
          <span>{t(figure.labelKey)}</span>
        </li>
      ))}
    </ul>
  );
}
