import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Static } from '@freight/shared/web/ui/static';
import { useSiteProfile } from './use-site-profile';
import styles from './footer.module.css';

/** The footer never changes in the browser: kept as the server sent it (shared `Static`). */
export function Footer() {
  return (
    <Static as="footer" className={styles.footer}>
      <FooterContent />
    </Static>
  );
}

function FooterContent() {
  const { t } = useTranslation('common');
  const profile = useSiteProfile();
  const year = new Date().getFullYear();
  return (
    <>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {profile.brandName}
          </h2>
          <p>{profile.description}</p>
          <address className={styles.address}>
            {profile.address}
            <br />
            <a href={`mailto:${profile.email}`} dir="ltr">
              {profile.email}
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.useful_links')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/about">{t('nav.about')}</Link>
            </li>
            <li>
              <Link to="/cotation">{t('nav.quote')}</Link>
            </li>
            <li>
              <Link to="/certification">{t('footer.certification')}</Link>
            </li>
            <li>
              <Link to="/jobOffers">{t('nav.careers')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('nav.blog')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            {profile.shopUrl ? (
              <li>
                <a href={profile.shopUrl} rel="noopener">
                  {t('footer.shop')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('footer.services')}
          </h2>
          <ul className={styles.list}>
            {profile.services.map((service) => (
              <li key={service.to}>
                <Link to={service.to}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.follow_us')}
          </h2>
          <ul className={styles.list}>
            {profile.socials.map((social) => (
              <li key={social.name}>
                <a href={social.url} rel="noopener noreferrer" target="_blank">
                  {social.name}
                  <span className={styles.srOnly}> ({t('footer.new_window')})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year, brand: profile.brandName })}</p>
      <ul className={styles.legal} aria-label={t('footer.legal')}>
        <li>
          <Link to="/legal-notice">{t('footer.legal_notice')}</Link>
        </li>
        <li>
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </li>
      </ul>
    </>
  );
}
