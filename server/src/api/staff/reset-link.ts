import type { Queryable } from '../db/database';
import { enqueue } from '../outbox/outbox';
import { writeAudit } from './audit';
import { createResetsStore } from './resets';

export interface ResetLinkTarget {
  id: number;
  email: string;
  name: string;
}

/** The back office's page that takes a reset link's token (served by the staff remote). */
export function resetLinkUrl(origin: string, token: string): string {
  return `${origin}/staff/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a one-time link for the member and e-mails it through the outbox,
 * in the caller's transaction (no link without its e-mail, nor the reverse).
 * The link is in the e-mail only: neither the answer nor the log shows it.
 */
export async function issueResetLink(
  tx: Queryable,
  { account, by, origin }: { account: ResetLinkTarget; by: number | null; origin: string },
): Promise<void> {
  const token = await createResetsStore(tx).issue(account.id, by);
  const url = resetLinkUrl(origin, token);
  await enqueue(tx, {
    kind: 'staff-password-reset',
    to: account.email,
    subject: 'Espace équipe : choisissez votre mot de passe / Staff area: choose your password',
    text: [
      `Bonjour ${account.name},`,
      '',
      'Pour choisir le mot de passe de votre accès à l’espace équipe, ouvrez ce lien (valable 24 heures, une seule fois) :',
      url,
      '',
      `Hello ${account.name},`,
      '',
      'To choose the password of your staff access, open this link (valid 24 hours, once):',
      url,
      '',
      'Si vous n’avez rien demandé, ignorez ce message. / If you asked for nothing, ignore this message.',
    ].join('\n'),
    payload: { account_id: account.id },
  });
  await writeAudit(tx, { actorId: by, action: 'reset-link-issued', targetKind: 'staff-account', targetId: account.id });
}
