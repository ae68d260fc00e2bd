import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { staffPasswordForgottenSchema as schema } from '@freight/shared/core/schemas/staff-session';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { useStaffForm } from '../../../lib/staff-form';
import { askForResetLink } from '../api/passwords';
import styles from '../../../components/staff.module.css';

/** "Forgot my password": the address, then the same sentence whatever it is (the API tells nothing more). */
export function ForgotPasswordForm() {
  const { t } = useTranslation(STAFF_NS);
  const { form, refusal, setRefusal, refuse, errorOf } = useStaffForm({ schema, defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState('');

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal('');
    try {
      await askForResetLink(email);
      setSentTo(email);
    } catch (error) {
      refuse(error);
    }
  });

  if (sentTo)
    return (
      <FormAlert tone="info">
        {t('forgot.sent', { email: sentTo })} <Link to="/staff/sign-in">{t('reset.sign_in')}</Link>
      </FormAlert>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('forgot.intro')}</p>
      <FormAlert>{refusal}</FormAlert>
      <Input
        label={t('sign_in.email')}
        type="email"
        autoComplete="username"
        required
        error={errorOf('email')}
        {...form.register('email')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
