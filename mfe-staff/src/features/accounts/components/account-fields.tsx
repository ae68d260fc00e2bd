import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@freight/shared/core/schemas/staff';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';

export interface AccountValues {
  email: string;
  name: string;
  role: StaffRole | '';
}

/** Name, role and (for a new account) e-mail, each with its translated error. */
export function AccountFields({
  values,
  errors,
  onChange,
  withEmail,
}: {
  values: AccountValues;
  errors: Record<string, string>;
  onChange: (values: AccountValues) => void;
  withEmail: boolean;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      {withEmail ? (
        <Input
          label={t('accounts.email')}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
        />
      ) : null}
      <Input
        label={t('accounts.name')}
        autoComplete="off"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <Select
        label={t('accounts.role')}
        required
        value={values.role}
        error={errors.role}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(event) => onChange({ ...values, role: event.target.value as StaffRole | '' })}
      />
    </>
  );
}
