import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@freight/shared/core/schemas/staff';
import { HttpError } from '../http/errors';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): the library's
// default algorithm, written out so a change of default cannot weaken it
// (docs/decisions/017-staff-authentication.md).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The 10,000 most common passwords of zxcvbn's list (ordered by frequency), lower-cased. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, 10_000).map((word) => word.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Why a new password is refused, or null: the rules of the schema plus the common list. */
export function passwordProblem(password: string): 'too-short' | 'too-long' | 'too-common' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (isCommonPassword(password)) return 'too-common';
  return null;
}

/** Throws the API's 400 for a password the rules refuse. */
export function assertAcceptablePassword(password: string, field = 'newPassword'): void {
  const problem = passwordProblem(password);
  if (problem === 'too-common')
    throw new HttpError(400, 'PASSWORD_TOO_COMMON', `The ${field} is among the most common passwords`);
  if (problem)
    throw new HttpError(400, 'PASSWORD_TOO_WEAK', `The ${field} needs ${PASSWORD_MIN_LENGTH} characters or more`);
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
