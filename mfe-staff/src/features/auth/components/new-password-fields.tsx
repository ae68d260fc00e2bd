import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@freight/shared/core/schemas/staff';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';

export interface NewPassword {
  newPassword: string;
  confirmation: string;
}

/** The new password twice, with the rules said before anything is typed. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: NewPassword;
  errors: Record<string, string>;
  onChange: (values: NewPassword) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <Input
        label={t('password.new')}
        hint={t('password.rules', { count: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(event) => onChange({ ...values, newPassword: event.target.value })}
      />
      <Input
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(event) => onChange({ ...values, confirmation: event.target.value })}
      />
    </>
  );
}

/** The second typing must be the first. */
export function confirmationError(t: (key: string) => string, values: NewPassword): Record<string, string> {
  return values.confirmation === values.newPassword ? {} : { confirmation: t('password.mismatch') };
}
