// Business constants (docs/product-rules.md#content-and-data). Option lists hold stable
// value ids (what forms send and the database stores); their visible labels
// live in the `forms` namespace under `options.<group>.<id>`.

/** How many digits a phone number has, separators and the leading + not counted (shared/src/core/schemas/fields.ts). */
export const PHONE_MIN = 10;
export const PHONE_MAX = 13;

export const TIME_SLOTS = ['8-14', '14-20', '20-23'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const SECTORS = [
  'automobile',
  'transport-logistics',
  'food',
  'agriculture',
  'industry',
  'home-equipment',
  'retail',
  'textile-luxury',
  'packaging',
  'hi-tech',
  'others',
] as const;
export type Sector = (typeof SECTORS)[number];

export const VEHICLE_TYPES = ['standard-covered', 'mega-covered'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Types the quote wizard sends as `cotation.type`. */
export const QUOTE_TYPES = ['full-load', 'traction', 'containers'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];
/** 'other' opens the other-quote flow instead of the wizard. */
export const OTHER_QUOTE_TYPE = 'other';
/** What the quote page's chooser offers. */
export const QUOTE_CHOICES = [...QUOTE_TYPES, OTHER_QUOTE_TYPE] as const;
export type QuoteChoice = (typeof QUOTE_CHOICES)[number];

/** Container lengths in feet. */
export const CONTAINER_SIZES = [20, 40, 45] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

/** 'reefer' is the refrigerated container, with its genset. */
export const CONTAINER_TYPES = ['dry', 'open-top', 'flat-rack', 'tank', 'reefer'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Urgent transport: the three vehicle classes and their limits. */
export const URGENT_VEHICLE_CLASSES = [
  { id: 'light-van', maxKg: 1_200, maxM3: 12, maxPallets: 5 },
  { id: 'covered-truck', maxKg: 7_500, maxM3: 35, maxPallets: 15 },
  { id: 'heavy-double-crew', maxKg: 24_000, maxM3: 90, maxPallets: 33 },
] as const;
export type UrgentVehicleClass = (typeof URGENT_VEHICLE_CLASSES)[number];

export const PORTS = [
  { id: 'tanger-med', name: 'Tanger Med', planned: false },
  { id: 'casablanca', name: 'Casablanca', planned: false },
  { id: 'agadir', name: 'Agadir', planned: false },
  { id: 'nador-west-med', name: 'Nador West Med', planned: true },
] as const;
export type Port = (typeof PORTS)[number];

export const STUDY_LEVELS = ['bac+2', 'bac+3', 'bac+4', 'bac+5-plus'] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

export const EXPERIENCE_OPTIONS = [
  'internship',
  '6-months',
  '1-year',
  '2-years',
  '3-years',
  '4-years',
  '5-years-plus',
] as const;
export type ExperienceOption = (typeof EXPERIENCE_OPTIONS)[number];

export const CAREER_TYPES = ['job-offer', 'internship'] as const;
export type CareerType = (typeof CAREER_TYPES)[number];

/** Largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const LANGUAGES = ['fr', 'en', 'es', 'ar'] as const;
export type SiteLanguage = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES = ['ar'] as const satisfies readonly SiteLanguage[];
export const DEFAULT_LANGUAGE = 'fr' satisfies SiteLanguage;

export function isLanguage(value: unknown): value is SiteLanguage {
  return LANGUAGES.some((lng) => lng === value);
}

/**
 * The one language normaliser: 'ar-MA', 'AR', 'es_ES' -> the site language they
 * name ('ar', 'ar', 'es'); undefined when the site has no such language.
 * A regional code counts as its base language everywhere (docs/decisions/004-languages.md).
 */
export function languageOf(value: string | undefined | null): SiteLanguage | undefined {
  const base = value?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** 'en-GB' -> 'en'; anything unsupported -> the default language. */
export function toLanguage(value: string | undefined | null): SiteLanguage {
  return languageOf(value) ?? DEFAULT_LANGUAGE;
}

/** Writing direction of a language code: 'ar-MA' is right to left like 'ar'. */
export function directionOf(value: string | undefined | null): 'rtl' | 'ltr' {
  const language = toLanguage(value);
  return RTL_LANGUAGES.some((rtl) => rtl === language) ? 'rtl' : 'ltr';
}

/** Sectors the home page shows (docs/product-rules.md#pages), not the quote form's list. */
export const SECTORS_SHOWCASED = ['agriculture', 'aeronautics', 'agri-food', 'automobile', 'textile'] as const;
export type ShowcasedSector = (typeof SECTORS_SHOWCASED)[number];

/** Dates such as "not in the past" are judged on the company's calendar, in the browser and the API alike. */
export const BUSINESS_TIME_ZONE = 'Africa/Casablanca';

export const MOBILE_BREAKPOINT = 768;
export const TOAST_DURATION = 5000;

/** How long fetched lists stay fresh (docs/product-rules.md#caching). */
export const BLOG_FRESH_MS = 600_000;
export const JOBS_FRESH_MS = 300_000;
/** Shop categories and partners change rarely: as long as the blog. */
export const CATALOG_FRESH_MS = 600_000;
export const CACHE = { BLOG_FRESH_MS, JOBS_FRESH_MS, CATALOG_FRESH_MS } as const;

/**
 * A visitor's message on the follow-up page: text, far longer than a reply needs, far shorter than the
 * 64 KB form body. Here, without zod, so the page shows it without loading the schemas.
 */
export const FOLLOW_MESSAGE_MAX = 5_000;
