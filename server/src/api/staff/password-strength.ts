import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as ar from '@zxcvbn-ts/language-ar';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as esEs from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import {
  type PasswordReason,
  personalWords,
  SITE_DICTIONARY,
  siteWords,
  weaknessOf,
} from '@freight/shared/core/password-strength';

// zxcvbn-ts with the site's four languages and its own words; its translations are left out on
// purpose: its feedback keys are mapped to the back office's texts (shared/src/core/password-strength.ts).
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

/** Why the password is too guessable for this member, or null. */
export function passwordWeakness(password: string, person: { name?: string; email?: string } = {}): PasswordReason | null {
  return weaknessOf(zxcvbn().check(password, personalWords(person)));
}
