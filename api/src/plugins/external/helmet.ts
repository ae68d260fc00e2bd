import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Origins of remotes hosted elsewhere: they serve scripts, styles, images and manifests. */
  remoteOrigins: string[];
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

/** Security headers, with the Content-Security-Policy the composed site actually runs under. */
export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { remoteOrigins }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // request.protocol is X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        // No defaults: they add upgrade-insecure-requests, which breaks the
        // site on plain http (localhost, tests).
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
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
      // Sent above, on HTTPS only.
      strictTransportSecurity: false,
      // same-origin by default; remote assets and images relax it (plugins/external/static.ts).
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'helmet' },
);
