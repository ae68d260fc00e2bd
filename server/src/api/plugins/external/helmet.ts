import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface HelmetPluginOptions {
  /** Origins of remotes hosted elsewhere: they serve scripts, styles, images and manifests. */
  remoteOrigins: string[];
  /** CSP sources ('sha256-…') of the inline scripts the pages carry. */
  inlineScripts?: string[];
}

/**
 * Browser features the site never uses, denied to it and to every frame it
 * embeds (the map): a script slipped into a page cannot use them either.
 * Only names Chromium knows, so its console stays quiet.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, subdomains included; sent only on HTTPS answers (a browser ignores it on http, and it must not pin a plain-http host). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet writes with these options. None depends on the request
 * (no nonce, no per-route option), so they are worked out once: helmet run
 * per request (as @fastify/helmet does) would rebuild its middleware and parse
 * the policy every time (server/README.md, "Caching of the public GETs").
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The security headers of the JSON answers under /api/ (docs/decisions/012-api-headers.md): what
 * a browser applies to a non-document answer. A JSON answer runs no script and embeds nothing, so
 * its policy denies everything and any framing; the headers that only govern documents
 * (Cross-Origin-Opener-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) are left out, as sending header bytes is
 * most of a cached GET's cost (docs/decisions/012-api-headers.md#consequences).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
});

/** Whether a request's URL is the API's (/api, /api/…, /api?…), whose answers are JSON. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/** Security headers, with the Content-Security-Policy the composed site actually runs under. */
export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { remoteOrigins, inlineScripts = [] }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        // No defaults: they add upgrade-insecure-requests, which breaks the
        // site on plain http (localhost, tests).
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts, ...remoteOrigins],
          // radix-ui and the federation runtime inject <style> elements.
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          imgSrc: ["'self'", 'data:', ...remoteOrigins],
          // A remote's stylesheet may bring its own fonts from its origin.
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins],
          // Embedded Google Maps on the contact and quote pages.
          frameSrc: ['https://www.google.com', 'https://maps.google.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, on HTTPS only.
      strictTransportSecurity: false,
      // same-origin by default; remote assets and images relax it (site/static-files.ts).
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? API_HEADERS : headers);
      // request.protocol is X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      done();
    });
  },
  { name: 'helmet' },
);
