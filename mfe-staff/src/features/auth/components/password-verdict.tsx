import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@freight/shared/core/schemas/staff-session';
import { STAFF_NS } from '../../../config/i18n';
import { passwordVerdict } from '../api/passwords';

type Verdict = { password: string; reason: string | null };

// The server's judge (its dictionaries weigh 1.5 MB gzip, too much for a phone) is asked once typing
// pauses; it decides again on saving. A failed call says nothing: the save's answer will.
const PAUSE_MS = 400;

/**
 * What the server would say of the password being typed, in the member's language, announced politely.
 * `token`: the reset link's, whose owner's name and e-mail count against the password.
 */
export function PasswordVerdict({ password, token }: { password: string; token?: string }) {
  const { t } = useTranslation(STAFF_NS);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const long = password.length >= PASSWORD_MIN_LENGTH;

  useEffect(() => {
    if (!long) return;
    let current = true;
    const timer = setTimeout(() => {
      passwordVerdict(password, token).then(
        ({ reason }) => current && setVerdict({ password, reason }),
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, long, token]);

  const reason = long && verdict?.password === password ? verdict.reason : undefined;
  let text = '';
  if (reason === null) text = t('password.strong_enough');
  else if (reason && reason !== 'too-short' && reason !== 'too-long') text = t(`password.reasons.${reason}`);
  return (
    <span aria-live="polite" data-verdict={text ? (reason ?? 'ok') : undefined}>
      {text}
    </span>
  );
}
