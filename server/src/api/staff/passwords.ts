import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@freight/shared/core/schemas/staff';
import { HttpError, ValidationFailed } from '../http/errors';
import { type PasswordReason, passwordWeakness } from './password-strength';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): the library's
// default algorithm, written out so a change of default cannot weaken it
// (docs/decisions/017-staff-authentication.md).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Whose password it is: their name and e-mail count against it. */
export interface PasswordOwner {
  name?: string;
  email?: string;
}

/**
 * Why a new password is refused, or null: the schema's length, then zxcvbn-ts's estimate with the
 * site's words and the owner's (docs/decisions/017-staff-authentication.md).
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): 'too-short' | 'too-long' | PasswordReason | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  return passwordWeakness(password, owner);
}

/**
 * Throws the API's 400 for a password the rules refuse: PASSWORD_TOO_WEAK for its length,
 * PASSWORD_TOO_GUESSABLE with the reason as the field's message key (`password.reasons.<reason>`).
 */
export function assertAcceptablePassword(password: string, owner: PasswordOwner = {}, field = 'newPassword'): void {
  const problem = passwordProblem(password, owner);
  if (problem === 'too-short' || problem === 'too-long')
    throw new HttpError(
      400,
      'PASSWORD_TOO_WEAK',
      `The ${field} needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    );
  if (problem) throw new ValidationFailed({ [field]: `password.reasons.${problem}` }, field, 'PASSWORD_TOO_GUESSABLE');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified instead when the account is unknown or has no password, so every
// refused sign-in costs one argon2 verification (no timing oracle).
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; a missing hash is checked against a dummy one and fails. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not a password of anyone, only spends the same time', ARGON2_OPTIONS);
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
