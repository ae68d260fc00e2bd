import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
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
  register,
  errorOf,
  withEmail,
}: {
  register: UseFormRegister<AccountValues>;
  errorOf: (name: keyof AccountValues) => string | undefined;
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
          error={errorOf('email')}
          {...register('email')}
        />
      ) : null}
      <Input label={t('accounts.name')} autoComplete="off" required error={errorOf('name')} {...register('name')} />
      <Select
        label={t('accounts.role')}
        required
        error={errorOf('role')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        {...register('role')}
      />
    </>
  );
}
