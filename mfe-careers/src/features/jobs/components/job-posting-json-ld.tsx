import { useMemo } from 'react';
import { useHref } from 'react-router-dom';
import type { Job } from '@freight/shared/core/api/models';
import { offerPath } from '../../../config/pages';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { jobPostingData, serializeJsonLd } from '@freight/shared/core/seo/structured-data';

/**
 * The site's origin for absolute URLs: the one of the page's canonical link (the
 * server writes it from its public origin setting), else the page's own.
 */
function siteOrigin(): string {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}

/** Whether the server's HTML already carries this JobPosting (a page loaded at its own address). */
function serverWrote(pageUrl: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('script[type="application/ld+json"][data-server]')].some((script) => {
    try {
      const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      return data['@type'] === 'JobPosting' && data.url === pageUrl;
    } catch {
      return false;
    }
  });
}

/**
 * The offer's JobPosting, its url the offer page's address in the page's
 * language; nothing when the server wrote it already (from the same function).
 */
export function JobPostingJsonLd({ job }: { job: Job }) {
  const profile = useMemo(() => getProfile(readProfileName()), []);
  // With the router's basename: the language prefix (/en/jobOffers/7).
  const address = useHref(offerPath(job.id));
  const origin = siteOrigin();
  const pageUrl = `${origin}${address}`;
  const fromServer = useMemo(() => serverWrote(pageUrl), [pageUrl]);
  // Rendered on the server, the page's head carries it already (server/src/site/head-tags.ts).
  if (fromServer || typeof document === 'undefined') return null;
  // The description is HTML, which schema.org allows there; sanitized again as the page shows it.
  const data = jobPostingData({ ...job, description: sanitizeHtml(job.description) }, profile, { origin, pageUrl });
  // serializeJsonLd escapes '<', so an offer's text cannot end the script element.
  return (
    <script
      type="application/ld+json"
      data-job-id={job.id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is a script element's text; React would escape it as HTML text.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
