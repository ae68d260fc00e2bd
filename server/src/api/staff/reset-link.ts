import type { Queryable } from '../db/database';
import { enqueue } from '../outbox/outbox';
import { writeAudit } from './audit';
import { createResetsStore, FORGOTTEN_LINK_LIFETIME, RESET_LINK_LIFETIME } from './resets';

export interface ResetLinkTarget {
  id: number;
  email: string;
  name: string;
}

/** The back office's page that takes a reset link's token (served by the staff remote). */
export function resetLinkUrl(origin: string, token: string): string {
  return `${origin}/staff/reset?token=${encodeURIComponent(token)}`;
}

/** Why the link is sent: an admin invites or resets the member, or the member forgot the password. */
export type ResetLinkPurpose = 'issued' | 'forgotten';

const TEXTS = {
  issued: {
    lifetime: RESET_LINK_LIFETIME,
    subject: 'Espace équipe : choisissez votre mot de passe / Staff area: choose your password',
    fr: 'Pour choisir le mot de passe de votre accès à l’espace équipe, ouvrez ce lien (valable 24 heures, une seule fois) :',
    en: 'To choose the password of your staff access, open this link (valid 24 hours, once):',
  },
  forgotten: {
    lifetime: FORGOTTEN_LINK_LIFETIME,
    subject: 'Espace équipe : mot de passe oublié / Staff area: forgotten password',
    fr: 'Vous avez demandé à changer le mot de passe de votre accès à l’espace équipe. Ouvrez ce lien (valable 1 heure, une seule fois) :',
    en: 'You asked to change the password of your staff access. Open this link (valid 1 hour, once):',
  },
} as const;

/**
 * Issues a one-time link for the member and e-mails it through the outbox,
 * in the caller's transaction (no link without its e-mail, nor the reverse).
 * The link is in the e-mail only: neither the answer nor the log shows it.
 */
export async function issueResetLink(
  tx: Queryable,
  {
    account,
    by,
    origin,
    purpose = 'issued',
  }: { account: ResetLinkTarget; by: number | null; origin: string; purpose?: ResetLinkPurpose },
): Promise<void> {
  const texts = TEXTS[purpose];
  const token = await createResetsStore(tx).issue(account.id, by, texts.lifetime);
  const url = resetLinkUrl(origin, token);
  await enqueue(tx, {
    kind: 'staff-password-reset',
    to: account.email,
    subject: texts.subject,
    text: [
      `Bonjour ${account.name},`,
      '',
      texts.fr,
      url,
      '',
      `Hello ${account.name},`,
      '',
      texts.en,
      url,
      '',
      'Si vous n’avez rien demandé, ignorez ce message. / If you asked for nothing, ignore this message.',
    ].join('\n'),
    payload: { account_id: account.id },
  });
  await writeAudit(tx, {
    actorId: by,
    action: purpose === 'forgotten' ? 'password-reset-requested' : 'reset-link-issued',
    targetKind: 'staff-account',
    targetId: account.id,
  });
}
