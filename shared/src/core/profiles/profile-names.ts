// The profile names and namespace, apart from the zod schema so that the
// pages reading a profile don't download the validator (profile-schema.ts).

export const PROFILE_NAMES = ['freight', 'electrical'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];
export const DEFAULT_PROFILE: ProfileName = 'freight';

export const PROFILE_NAMESPACE = 'profile';
