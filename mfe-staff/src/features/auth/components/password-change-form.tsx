import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staffPasswordChangeSchema } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText, fieldTexts } from '../../../lib/error-text';
import { focusFirstError, validate } from '../../../lib/validation';
import { changePassword } from '../api/passwords';
import { confirmationError, NewPasswordFields } from './new-password-fields';
import styles from '../../../components/staff.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** The member's own password: the current one, the new one twice. Passwords are never kept in a draft. */
export function PasswordChangeForm() {
  const { t } = useTranslation(STAFF_NS);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validate(t, staffPasswordChangeSchema, values), ...confirmationError(t, values) };
    setErrors(found);
    setRefusal('');
    setDone(false);
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstError(form.current));
    setSending(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      const fields = fieldTexts(t, error);
      if (fields.currentPassword) fields.currentPassword = t('password.current_wrong');
      setErrors(fields);
      setRefusal(errorText(t, error));
      requestAnimationFrame(() => focusFirstError(form.current));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-change-title">
      <h2 id="password-change-title">{t('password.change_title')}</h2>
      <FormAlert>{refusal}</FormAlert>
      {done ? <FormAlert tone="info">{t('password.changed')}</FormAlert> : null}
      <Input
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
      />
      <NewPasswordFields values={values} errors={errors} onChange={(next) => setValues({ ...values, ...next })} />
      <Button type="submit" disabled={sending}>
        {t('password.change_submit')}
      </Button>
    </form>
  );
}
