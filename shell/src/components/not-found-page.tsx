import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { NOT_FOUND_TEXTS } from '@freight/shared/core/seo/page-head';
import { usePageReady } from './use-page-ready';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageHead(NOT_FOUND_TEXTS);
  usePageReady();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <Link className={styles.home} to="/">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
