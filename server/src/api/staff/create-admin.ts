import { staffAccountCreateSchema } from '@freight/shared/core/schemas/staff';
import type { Database } from '../db/database';
import { writeAudit } from './audit';
import { createAccountsStore } from './accounts';
import { hashPassword, passwordProblem } from './passwords';

// npm run staff:create-admin (server/scripts/create-admin.ts): the first admin,
// with a password the person types; there is no default one.

export interface AdminInput {
  email: string;
  name: string;
  password: string;
}

const PROBLEMS: Record<NonNullable<ReturnType<typeof passwordProblem>>, string> = {
  'too-short': 'the password needs 12 characters or more',
  'too-long': 'the password is longer than 256 characters',
  common: 'the password is among the most common ones: choose another',
  similar_to_common: 'the password is a common one with small changes: choose another',
  site_or_personal: "the password is made of the company's words or of the admin's name or e-mail",
  word: 'the password is a single word: add more, unrelated words',
  names: 'the password is made of names: add more, unrelated words',
  keyboard: 'the password follows the keyboard: choose another',
  repeat: 'the password repeats itself: choose another',
  sequence: 'the password is a sequence (abc, 123): choose another',
  dates: 'the password holds a date or a year: choose another',
  guessable: 'the password is too easy to guess: make it longer, with unrelated words',
};

/** Why the input cannot make an admin, or null (checked before the database is opened). */
export function adminInputProblem(input: AdminInput): string | null {
  const parsed = staffAccountCreateSchema.safeParse({ email: input.email, name: input.name, role: 'admin' });
  if (!parsed.success)
    return `invalid ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ') || 'input'}`;
  const problem = passwordProblem(input.password, input);
  return problem ? PROBLEMS[problem] : null;
}

/** Creates the admin; 'exists' when an account already has the e-mail (nothing is changed then). */
export async function createAdmin(
  db: Database,
  input: AdminInput,
): Promise<{ status: 'created'; id: number } | { status: 'exists' }> {
  const problem = adminInputProblem(input);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const account = await createAccountsStore(tx).create(
      { email: input.email.trim(), name: input.name.trim(), role: 'admin', passwordHash },
      null,
    );
    if (!account) return { status: 'exists' } as const;
    await writeAudit(tx, {
      actorId: null,
      action: 'account-created',
      targetKind: 'staff-account',
      targetId: account.id,
      details: { email: account.email, role: 'admin', by: 'staff:create-admin' },
    });
    return { status: 'created', id: account.id } as const;
  });
}
