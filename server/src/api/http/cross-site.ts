import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

// A page on another site must not make a visitor's browser send our forms
// (a hidden auto-submitting form posts multipart or text/plain without any
// CORS preflight). Browsers say where a request comes from: Sec-Fetch-Site
// (all current browsers) and Origin (older ones too). A request carrying
// neither comes from no browser page (curl, another server): allowed, it
// cannot borrow a visitor's browser.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser vouches for these: our own pages, a sibling subdomain, or the visitor typing the address. */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

export interface RequestSource {
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** The host the request was sent to (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
}

/** Whether `origin` names the host the request was sent to (default ports ignored, any scheme). */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // Origin "null" (a sandboxed frame, a redirect) or garbage: not ours.
    return false;
  }
}

/** Whether a state-changing request comes from another site. */
export function isCrossSite({ secFetchSite, origin, host }: RequestSource): boolean {
  const site = secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site') return true;
  if (site !== undefined && TRUSTED_FETCH_SITES.has(site)) return false;
  if (origin === undefined) return false;
  return !isOwnOrigin(origin.trim(), host);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export function crossSiteRefusal(): HttpError {
  return new HttpError(403, 'CROSS_SITE_REQUEST', 'Requests from another site are not accepted');
}

/** The onRequest check: refuses every state-changing request (POST, PUT, PATCH, DELETE...) a page of another site sends. */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const source = {
    secFetchSite: single(request.headers['sec-fetch-site']),
    origin: single(request.headers.origin),
    host: request.host,
  };
  if (isCrossSite(source)) throw crossSiteRefusal();
}
