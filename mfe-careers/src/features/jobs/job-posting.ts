import type { Job } from '@freight/shared/core/api/models';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { employmentType } from './contract';

// schema.org JobPosting of an offer, on the offer's own page, so search engines
// can list it (https://schema.org/JobPosting). Values come from the API's job and
// the brand profile only: nothing is invented for the sake of the markup.

/** Where the page is, to make absolute URLs (search engines need them). */
export interface PageContext {
  origin: string;
  /** The offer page's absolute address, in its language. */
  pageUrl: string;
}

function hiringOrganization(profile: SiteProfile, { origin }: PageContext) {
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

export function jobPostingData(job: Job, profile: SiteProfile, page: PageContext): Record<string, unknown> {
  const type = employmentType(job.contract);
  return {
    '@context': 'https://schema.org',
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

/**
 * JSON for a <script type="application/ld+json">. `<` is written \u003c so
 * no text of an offer can close the script element ('</script>') or open a
 * comment; `>` and `&` likewise, and the two line separators JavaScript
 * parsers once refused. JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
