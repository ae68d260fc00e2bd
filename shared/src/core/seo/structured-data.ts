import type { Job } from '../api/models';
import type { SiteLanguage } from '../constants';
import type { SiteProfile } from '../profiles/profile-schema';
import { employmentType } from './job-contract';

// schema.org data of the site's pages, for search engines
// (docs/decisions/004-languages.md): the company (Organization and
// LocalBusiness) on the home and contact pages, BlogPosting on an article,
// JobPosting on an offer, BreadcrumbList on the nested pages. Values come from
// the API's records and the brand profile only: nothing is invented for the
// sake of the markup. The server writes them into its HTML; the offer page
// writes its JobPosting in the browser too, from the same function.

/** Where the page is, to make absolute URLs (search engines need them). */
export interface PageContext {
  origin: string;
  /** The page's absolute address, in its language. */
  pageUrl: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The brand as an organisation: name, home page, e-mail, social profiles, logo when the site serves one. */
function hiringOrganization(profile: SiteProfile, { origin }: Pick<PageContext, 'origin'>): JsonLd {
  return {
    '@type': 'Organization',
    name: profile.brandName,
    url: `${origin}/`,
    email: profile.email,
    sameAs: profile.socials.map((social) => social.url),
    // A logo served by the site is an address search engines can fetch; an inline data: URI is not.
    ...(profile.logo.startsWith('/') ? { logo: `${origin}${profile.logo}` } : {}),
  };
}

const postalAddress = (profile: SiteProfile): JsonLd => ({ '@type': 'PostalAddress', ...profile.postalAddress });

export interface CompanyContext {
  origin: string;
  /** Absolute URL of the brand's picture, if the site has one. */
  image: string | null;
}

/**
 * The company twice, as search engines read it: the Organization (identity,
 * contacts) and its LocalBusiness (the premises: address, phones, opening
 * hours, position), linked by their `@id`.
 */
export function companyData(profile: SiteProfile, { origin, image }: CompanyContext): JsonLd[] {
  const organizationId = `${origin}/#organization`;
  const telephone = profile.phones[0];
  const shared = { address: postalAddress(profile), telephone, ...(image ? { image } : {}) };
  const organization = {
    '@context': CONTEXT,
    ...hiringOrganization(profile, { origin }),
    '@id': organizationId,
    ...shared,
    contactPoint: [
      ...profile.phones.map((phone) => ({
        '@type': 'ContactPoint',
        telephone: phone,
        contactType: 'customer service',
      })),
      ...profile.emergencyPhones.map((phone) => ({
        '@type': 'ContactPoint',
        telephone: phone,
        contactType: 'emergency',
      })),
    ],
  };
  const business = {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: profile.brandName,
    url: `${origin}/`,
    email: profile.email,
    ...shared,
    geo: { '@type': 'GeoCoordinates', latitude: profile.location.lat, longitude: profile.location.lng },
    openingHoursSpecification: profile.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    })),
    parentOrganization: { '@id': organizationId },
  };
  return [organization, business];
}

export function jobPostingData(job: Job, profile: SiteProfile, page: PageContext): JsonLd {
  const type = employmentType(job.contract);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.post,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: profile.brandName, value: String(job.id) },
    url: page.pageUrl,
    datePosted: job.created_at,
    validThrough: job.valid_through,
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: hiringOrganization(profile, page),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'MA' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'MAD',
      value: { '@type': 'QuantitativeValue', value: job.salary, unitText: 'MONTH' },
    },
    experienceRequirements:
      job.experience > 0
        ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experience * 12 }
        : 'no requirements',
    directApply: true,
  };
}

/** What a BlogPosting is made of: the article as the API gives it, its excerpt as plain text. */
export interface PostingArticle {
  title: string;
  /** The opening paragraph as text (no markup). */
  summary: string;
  img_url: string;
  created_at: string;
}

export function blogPostingData(
  article: PostingArticle,
  profile: SiteProfile,
  page: PageContext & { language: SiteLanguage },
): JsonLd {
  const brand = { '@type': 'Organization', name: profile.brandName, url: `${page.origin}/` };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    image: `${page.origin}${article.img_url}`,
    datePublished: article.created_at,
    // Articles are not edited after publication: the last change is the publication.
    dateModified: article.created_at,
    inLanguage: page.language,
    // The articles are the company's, signed by no one in particular.
    author: brand,
    publisher: brand,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.pageUrl },
    url: page.pageUrl,
  };
}

/** One step of a breadcrumb trail: its name in the page's language and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbData(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">. `<` is written \u003c so
 * no text of an offer can close the script element ('</script>') or open a
 * comment; `>` and `&` likewise, and the two line separators JavaScript
 * parsers once refused. JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
