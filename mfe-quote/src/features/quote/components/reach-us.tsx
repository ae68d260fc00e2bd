import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { PhoneList } from '@freight/shared/web/ui/phone-list';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import { QUOTE_NS } from '../../../config/i18n';
import styles from './quote.module.css';

/** Phones, e-mail and hours from the brand profile, for visitors who would rather talk. */
export function ReachUs() {
  const { t } = useTranslation([QUOTE_NS, PROFILE_NAMESPACE]);
  const profile = useMemo(() => getProfile(readProfileName()), []);
  return (
    <dl className={styles.details}>
        <div>
          <dt>{t('reach.phones')}</dt>
          <dd>
            <PhoneList phones={profile.phones} />
          </dd>
        </div>
        <div>
          <dt>{t(profile.hotlineKey, { ns: PROFILE_NAMESPACE })}</dt>
          <dd>
            <PhoneList phones={profile.emergencyPhones} />
          </dd>
        </div>
        <div>
          <dt>{t('reach.email')}</dt>
          <dd>
            <a href={`mailto:${profile.email}`} dir="ltr" className={styles.ltr}>
              {profile.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('reach.hours')}</dt>
          <dd>{t(profile.hoursKey, { ns: PROFILE_NAMESPACE })}</dd>
        </div>
    </dl>
  );
}
