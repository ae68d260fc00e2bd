import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { staffPasswordResetSchema } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText, fieldTexts } from '../../../lib/error-text';
import { StaffApiError } from '../../../lib/staff-api';
import { focusFirstError, validate } from '../../../lib/validation';
import { resetPassword } from '../api/passwords';
import { confirmationError, NewPasswordFields } from './new-password-fields';
import styles from '../../../components/staff.module.css';

/** Chooses a password with a one-time link's token; an unknown, used or expired link says to ask an admin. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(STAFF_NS);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ newPassword: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'done' | 'link-invalid'>(
    token ? 'editing' : 'link-invalid',
  );

  if (state === 'done')
    return (
      <FormAlert tone="info">
        {t('reset.done')} <Link to="/staff/sign-in">{t('reset.sign_in')}</Link>
      </FormAlert>
    );
  if (state === 'link-invalid') return <FormAlert>{t('errors.reset_link_invalid')}</FormAlert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...validate(t, staffPasswordResetSchema, { token, newPassword: values.newPassword }),
      ...confirmationError(t, values),
    };
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstError(form.current));
    setState('sending');
    try {
      await resetPassword(token, values.newPassword);
      setState('done');
    } catch (error) {
      if (error instanceof StaffApiError && error.code === 'RESET_LINK_INVALID') return setState('link-invalid');
      setErrors(fieldTexts(t, error));
      setRefusal(errorText(t, error));
      setState('editing');
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <FormAlert>{refusal}</FormAlert>
      <NewPasswordFields values={values} errors={errors} onChange={setValues} />
      <Button type="submit" disabled={state === 'sending'}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
