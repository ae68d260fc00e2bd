import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@freight/shared/web/api/applications';
import { localeFor } from '@freight/shared/core/i18n/format';
import { CAREERS_NS } from '../../../config/i18n';
import styles from './application.module.css';

/** How much of the application (mostly the CV) has left the browser; indeterminate until the browser knows the size. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const { t, i18n } = useTranslation(CAREERS_NS);
  const labelId = useId();
  const ratio = progress?.total ? Math.min(1, progress.loaded / progress.total) : null;
  const text =
    ratio === null
      ? t('apply.progress_waiting')
      : t('apply.progress_value', {
          percent: new Intl.NumberFormat(localeFor(i18n.resolvedLanguage), { style: 'percent' }).format(ratio),
        });
  return (
    <div className={styles.progress}>
      <span id={labelId} className={styles.progressLabel}>
        {t('apply.progress_label')}
      </span>
      <progress
        className={styles.progressBar}
        aria-labelledby={labelId}
        aria-valuetext={text}
        max={100}
        value={ratio === null ? undefined : Math.round(ratio * 100)}
      />
      <span className={styles.progressText}>{text}</span>
    </div>
  );
}
