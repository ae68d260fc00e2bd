import { z } from 'zod';
import { SECTORS } from '../constants';
import { EMAIL_PATTERN } from '../schemas/fields';

// What a brand profile is: data, not code (docs/product-rules.md#brand-profiles).
// Visible texts are keys of the `profile` namespace, so they exist in every language.

import { PROFILE_NAMES } from './profile-names';

/** A key of the `profile` namespace, e.g. `freight.hours`. */
const i18nKey = z.string().regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)+$/);

/** A path on this site, e.g. /transport/adr or /docs/terms.pdf. */
const sitePath = z.string().regex(/^\/[A-Za-z0-9/_.-]*$/);
const pdfPath = sitePath.regex(/\.pdf$/);

const httpsUrl = z.url({ protocol: /^https$/ });

/** Moroccan format as displayed: +212 X XX XX XX XX. */
const displayPhone = z.string().regex(/^\+212 [5-7] \d{2}(?: \d{2}){3}$/);

/** An inline SVG (needs no bundler set-up) or a path the site serves. */
const logo = z.union([z.string().startsWith('data:image/svg+xml,'), sitePath.regex(/\.svg$/)]);

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL_HOSTS: Record<SocialNetwork, string> = {
  facebook: 'www.facebook.com',
  linkedin: 'www.linkedin.com',
  instagram: 'www.instagram.com',
};

const social = z
  .object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl })
  .refine(({ network, url }) => URL.canParse(url) && new URL(url).hostname === SOCIAL_HOSTS[network], {
    path: ['url'],
  });

const menuItem = z.object({ labelKey: i18nKey, to: sitePath });

/** A key figure: the value is shown as written ('15+', '2018', '24/7'). */
const figure = z.object({ value: z.string().min(1).max(12), labelKey: i18nKey });

/** A document in French and English; other languages get the English one (docs/product-rules.md#brand-profiles). */
const documentByLanguage = z.object({ fr: pdfPath, en: pdfPath });
/** The certificate exists in each of the site's languages (docs/decisions/032). */
const documentInEveryLanguage = z.object({ fr: pdfPath, en: pdfPath, es: pdfPath, ar: pdfPath });

/** The days of schema.org's DayOfWeek. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const siteProfileSchema = z
  .object({
    name: z.enum(PROFILE_NAMES),
    brandName: z.string().min(2).max(60),
    logo,
    /** The two numbers of the header. */
    phones: z.array(displayPhone).length(2),
    /** The emergency block's numbers. */
    emergencyPhones: z.array(displayPhone).min(1).max(2),
    email: z.string().regex(EMAIL_PATTERN),
    descriptionKey: i18nKey,
    addressKey: i18nKey,
    hoursKey: i18nKey,
    hotlineKey: i18nKey,
    /**
     * The address of `addressKey` as data, written as the post writes it in
     * Morocco (search engines' LocalBusiness: schema.org PostalAddress).
     */
    postalAddress: z.object({
      streetAddress: z.string().min(3),
      addressLocality: z.string().min(2),
      /** ISO 3166-1 alpha-2. */
      addressCountry: z.string().regex(/^[A-Z]{2}$/),
    }),
    /** The opening hours of `hoursKey` as data (LocalBusiness openingHoursSpecification), 24-hour clock. */
    openingHours: z
      .array(z.object({ days: z.array(z.enum(WEEK_DAYS)).min(1), opens: clockTime, closes: clockTime }))
      .min(1),
    /** Where the contact and quote pages' map points. */
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    socials: z.array(social).length(SOCIAL_NETWORKS.length),
    /** The brand's online shop: its link (header, mobile menu, footer) and the home page's category carousel. */
    shopUrl: httpsUrl.optional(),
    /**
     * The sectors the home page's carousel shows when the brand has no shop, each
     * opening the quote page with that sector chosen (ids of the quote form's sector list).
     */
    servedSectors: z.array(z.enum(SECTORS)).min(3).optional(),
    figures: z.array(figure).min(3).max(6),
    /** Names of the partner network, in carousel order. */
    partners: z.array(z.string().min(2).max(80)).min(3),
    certificates: documentInEveryLanguage,
    qualityPolicy: documentByLanguage,
    termsOfSale: pdfPath,
    /** Services the header and home page put forward. */
    promotedServices: z.array(menuItem).min(1).max(6),
    /** Entries of the header's activity-sector dropdown (and the mobile submenu). */
    sectorsMenu: z.array(menuItem).min(1),
  })
  .refine((profile) => Boolean(profile.shopUrl) !== Boolean(profile.servedSectors), {
    message: 'A profile has either a shop (product carousel) or served sectors (sector carousel)',
    path: ['servedSectors'],
  });
export type SiteProfile = z.infer<typeof siteProfileSchema>;
export type ProfileMenuItem = SiteProfile['sectorsMenu'][number];
export type KeyFigure = SiteProfile['figures'][number];
