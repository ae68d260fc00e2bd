import { toLanguage } from '../constants';
import { electricalProfile } from './electrical';
import { freightProfile } from './freight';
import { DEFAULT_PROFILE, PROFILE_NAMES, type ProfileName } from './profile-names';
import type { SiteProfile } from './profile-schema';

const PROFILES: Record<ProfileName, SiteProfile> = {
  freight: freightProfile,
  electrical: electricalProfile,
};

/** 'Electrical ' -> 'electrical'; unknown or missing -> the default profile. */
export function toProfileName(value: string | null | undefined): ProfileName {
  const name = value?.trim().toLowerCase();
  return PROFILE_NAMES.find((known) => known === name) ?? DEFAULT_PROFILE;
}

export function getProfile(name: string | null | undefined): SiteProfile {
  return PROFILES[toProfileName(name)];
}

/** Documents exist in French and English: French for fr, English for any other language (docs/product-rules.md#brand-profiles). */
function documentLanguage(lng: string | undefined): 'fr' | 'en' {
  return toLanguage(lng) === 'fr' ? 'fr' : 'en';
}

export function certificatePdf(profile: SiteProfile, lng: string | undefined): string {
  return profile.certificates[toLanguage(lng)];
}

export function qualityPolicyPdf(profile: SiteProfile, lng: string | undefined): string {
  return profile.qualityPolicy[documentLanguage(lng)];
}

/** '+212 5 39 00 00 00' -> 'tel:+212539000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A shop category's listing: the shop takes the category as `category_id` (docs/product-rules.md#brand-profiles). */
export function shopCategoryUrl(shopUrl: string, categoryId: number): string {
  const url = new URL('/products', shopUrl);
  url.searchParams.set('category_id', String(categoryId));
  return url.toString();
}
