import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NAMESPACE } from '../../core/profiles/profile-names';
import { getProfile, telHref } from '../../core/profiles/profiles';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { PhoneList } from './phone-list';
import styles from './contact-block.module.css';

/** One line of the block: `phone` is the first number only, `hotline` the emergency numbers. */
export type ContactItem = 'address' | 'phones' | 'phone' | 'hotline' | 'email' | 'hours';

export interface ContactBlockProps {
  /** Which lines, in this order. */
  items: readonly ContactItem[];
  /** A page's own wording of a line's label; by default the shared `profile` namespace's `contact.*`. */
  labels?: Partial<Record<ContactItem, string>>;
  /** When given, the block starts with the company's name under this label. */
  companyLabel?: string;
  className?: string;
}

const DEFAULT_LABEL_KEYS: Record<Exclude<ContactItem, 'hotline'>, string> = {
  address: 'contact.address',
  phones: 'contact.phones',
  phone: 'contact.phones',
  email: 'contact.email',
  hours: 'contact.hours',
};

/** The company's contact details from the brand profile the page was served with. */
export function ContactBlock({ items, labels = {}, companyLabel, className }: ContactBlockProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const profile = useMemo(() => getProfile(readProfileName()), []);
  const [firstPhone] = profile.phones;
  const labelOf = (item: ContactItem) =>
    labels[item] ?? t(item === 'hotline' ? profile.hotlineKey : DEFAULT_LABEL_KEYS[item]);

  function value(item: ContactItem) {
    switch (item) {
      case 'address':
        return t(profile.addressKey);
      case 'phones':
        return <PhoneList phones={profile.phones} />;
      case 'phone':
        return firstPhone ? (
          <a href={telHref(firstPhone)} dir="ltr" className={styles.ltr}>
            {firstPhone}
          </a>
        ) : null;
      case 'hotline':
        return <PhoneList phones={profile.emergencyPhones} />;
      case 'email':
        return (
          <a href={`mailto:${profile.email}`} dir="ltr" className={styles.ltr}>
            {profile.email}
          </a>
        );
      case 'hours':
        return t(profile.hoursKey);
    }
  }

  return (
    <dl className={className}>
      {companyLabel ? (
        <div>
          <dt>{companyLabel}</dt>
          <dd>{profile.brandName}</dd>
        </div>
      ) : null}
      {items.map((item) => {
        const shown = value(item);
        return shown === null ? null : (
          <div key={item}>
            <dt>{labelOf(item)}</dt>
            <dd>{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}
