import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as ar from '@zxcvbn-ts/language-ar';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as esEs from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import { PROFILE_NAMES } from '@freight/shared/core/profiles/profile-names';
import { getProfile } from '@freight/shared/core/profiles/profiles';

// What makes a staff password too guessable, judged by zxcvbn-ts: the words of this site, the score
// required, and zxcvbn's feedback keys mapped to reasons of our own, which the back office says in the
// member's language (docs/decisions/017-staff-authentication.md).

/**
 * zxcvbn's score (0-4) a password needs: 4, at least 10^10 guesses. At 3, three of the site's words
 * in a row (`tanger-freight`, `boughazfreight2026`) still pass.
 */
export const PASSWORD_MIN_SCORE = 4;

/** Why a password is refused; each is `password.reasons.<reason>` in the staff bundle. */
export const PASSWORD_REASONS = [
  'common',
  'similar_to_common',
  'site_or_personal',
  'word',
  'names',
  'keyboard',
  'repeat',
  'sequence',
  'dates',
  'guessable',
] as const;
export type PasswordReason = (typeof PASSWORD_REASONS)[number];

/** Words anyone would try first here: both brands, the cities, the trade. */
export function siteWords(): string[] {
  const words = PROFILE_NAMES.flatMap((name) => {
    const profile = getProfile(name);
    return [profile.brandName, ...profile.brandName.split(/\s+/), profile.postalAddress.addressLocality];
  });
  return [
    ...new Set([...words, 'tanger', 'tangier', 'tanja', 'freight', 'boughaz', 'staff'].map((w) => w.toLowerCase())),
  ];
}

/** The member's own words: their name's parts and their e-mail's. */
export function personalWords(person: { name?: string; email?: string }): string[] {
  const parts = [person.name ?? '', person.email ?? ''].flatMap((text) => text.toLowerCase().split(/[\s@.+_-]+/));
  return parts.filter((part) => part.length >= 3);
}

const WARNING_REASONS: Record<string, PasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  pwned: 'common',
  similarToCommon: 'similar_to_common',
  userInputs: 'site_or_personal',
  wordByItself: 'word',
  namesByThemselves: 'names',
  commonNames: 'names',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
};

/** What zxcvbn-ts says of a password, as far as the verdict needs (its result, untranslated). */
export interface StrengthResult {
  score: number;
  feedback: { warning: string | null };
  sequence: readonly object[];
}

/** The dictionary of the site's words, given to zxcvbn-ts beside its own (`site`). */
export const SITE_DICTIONARY = 'site';

/** The reason a password is too guessable, or null when its score is enough. */
export function weaknessOf(result: StrengthResult): PasswordReason | null {
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const ours = result.sequence.some((match) => {
    const name = 'dictionaryName' in match ? match.dictionaryName : undefined;
    return name === SITE_DICTIONARY || name === 'userInputs';
  });
  if (ours) return 'site_or_personal';
  return (result.feedback.warning && WARNING_REASONS[result.feedback.warning]) || 'guessable';
}

// zxcvbn-ts with the site's four languages and its own words. Only the server holds it: its
// dictionaries weigh 1.5 MB gzip, so the back office asks POST /api/staff/password-verdict as one
// types. Its translations are left out on purpose: its feedback keys map to the reasons above.
let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      ...en.dictionary,
      ...fr.dictionary,
      ...esEs.dictionary,
      ...ar.dictionary,
      [SITE_DICTIONARY]: siteWords(),
    },
  });
  return factory;
}

/** Why the password is too guessable for this member (their name and e-mail count against it), or null. */
export function passwordWeakness(
  password: string,
  person: { name?: string; email?: string } = {},
): PasswordReason | null {
  return weaknessOf(zxcvbn().check(password, personalWords(person)));
}
