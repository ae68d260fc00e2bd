import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { staffSignInSchema } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { SESSION_KEY, signIn } from '../../../lib/session';
import { focusFirstError, validate } from '../../../lib/validation';
import styles from '../../../components/staff.module.css';

/** E-mail and password; `onSignedIn` once the API opened the session. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { mutate } = useSWRConfig();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(t, staffSignInSchema, values);
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setSending(true);
    try {
      const session = await signIn(values.email, values.password);
      await mutate(SESSION_KEY, { session }, { revalidate: false });
      onSignedIn();
    } catch (error) {
      setRefusal(errorText(t, error));
      setValues((current) => ({ ...current, password: '' }));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <FormAlert>{refusal}</FormAlert>
      <Input
        label={t('sign_in.email')}
        type="email"
        autoComplete="username"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <Input
        label={t('sign_in.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {t('sign_in.submit')}
      </Button>
    </form>
  );
}
