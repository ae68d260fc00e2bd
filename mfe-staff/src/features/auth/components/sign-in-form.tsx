import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { staffSignInSchema } from '@freight/shared/core/schemas/staff-session';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { SESSION_KEY, signIn } from '../../../lib/session';
import { useStaffForm } from '../../../lib/staff-form';
import styles from '../../../components/staff.module.css';

/** E-mail and password; `onSignedIn` once the API opened the session. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { mutate } = useSWRConfig();
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({
    schema: staffSignInSchema,
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, resetField, formState } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    setRefusal('');
    try {
      const session = await signIn(email, password);
      await mutate(SESSION_KEY, { session }, { revalidate: false });
      onSignedIn();
    } catch (error) {
      resetField('password');
      refuse(error);
    }
  });

  return (
    // POST: a form sent as HTML (its code never started) must not put the password in the address.
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <FormAlert>{refusal}</FormAlert>
      <Input
        label={t('sign_in.email')}
        type="email"
        autoComplete="username"
        required
        error={errorOf('email')}
        {...register('email')}
      />
      <Input
        label={t('sign_in.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf('password')}
        {...register('password')}
      />
      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        {t('sign_in.submit')}
      </Button>
      <p>
        <Link to="/staff/forgot">{t('sign_in.forgot')}</Link>
      </p>
    </form>
  );
}
