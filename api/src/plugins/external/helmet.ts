import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /** Origins of remotes hosted elsewhere: they serve scripts, styles, images and manifests. */
  remoteOrigins: string[];
}

/** Security headers, with the Content-Security-Policy the composed site actually runs under. */
export const helmetPlugin = fp<HelmetPluginOptions>(
  async (app, { remoteOrigins }) => {
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
      // same-origin by default; remote assets and images relax it (plugins/external/static.ts).
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'helmet' },
);
