import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@freight/shared/core/schemas/staff-session';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import { PasswordVerdict } from './password-verdict';

export interface NewPassword {
  newPassword: string;
  confirmation: string;
}

/** A schema of the API's with the second typing, which must be the first (said under the second field). */
export function withConfirmation<Shape extends z.ZodRawShape & { newPassword: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .extend({ confirmation: z.string() })
    .refine((values) => (values as NewPassword).confirmation === (values as NewPassword).newPassword, {
      path: ['confirmation'],
      message: 'password.mismatch',
    });
}

/**
 * The new password twice, with the rules said before anything is typed and, once it is long enough,
 * what the server's judge would say of it (`typed`: the first field's value; `token`: a reset link's).
 */
export function NewPasswordFields({
  register,
  errorOf,
  typed,
  token,
}: {
  register: UseFormRegister<NewPassword>;
  errorOf: (name: keyof NewPassword) => string | undefined;
  typed: string;
  token?: string;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      <Input
        label={t('password.new')}
        hint={
          <>
            {t('password.rules', { count: PASSWORD_MIN_LENGTH })} <PasswordVerdict password={typed} token={token} />
          </>
        }
        type="password"
        autoComplete="new-password"
        required
        error={errorOf('newPassword')}
        {...register('newPassword')}
      />
      <Input
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errorOf('confirmation')}
        {...register('confirmation')}
      />
    </>
  );
}
