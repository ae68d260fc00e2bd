// The marketing remote's page map. Paths are relative to the site root and
// kept exactly as docs/routes.md spells them: links to the misspelled ones exist. They
// are the slugs the apps table gives this remote (shared/src/core/federation/apps.ts,
// checked by src/exposes/contract.test.ts); the correctly spelled aliases are
// the shell's and the server's redirects (shared/src/core/federation/site-paths.ts).

import type { QuoteChoice } from '@freight/shared/core/constants';
import { TRANSPORT_SLUGS, type TransportSlug } from '@freight/shared/core/federation/apps';
import { TRANSPORT_CONTENT_KEYS } from '@freight/shared/core/seo/page-head';

/**
 * Content key (under `transport.` in the locale files, shared/src/core/seo/page-head.ts) -> route path, and the
 * quote wizard its 'request a quote' button opens on /cotation.
 */
const TRANSPORT_QUOTES = {
  general: 'full-load',
  perissable: 'full-load',
  'conteneurs-maritimes': 'containers',
  traction: 'traction',
  adr: 'full-load',
  uregent: 'full-load',
  entreposaage: 'other',
  'port-sec': 'other',
  'hors-gabarit': 'full-load',
  exceptionnel: 'full-load',
} as const satisfies Record<TransportSlug, QuoteChoice>;

export const TRANSPORT_PAGES = TRANSPORT_SLUGS.map((slug) => ({
  key: TRANSPORT_CONTENT_KEYS[slug],
  path: `transport/${slug}`,
  quote: TRANSPORT_QUOTES[slug] as QuoteChoice,
}));
export type TransportKey = (typeof TRANSPORT_CONTENT_KEYS)[TransportSlug];

/** The electrical company's services: content key (under `service.`) = last path segment. */
export const SERVICE_PAGES = [
  { key: 'maintenance', path: 'service/maintenance' },
  { key: 'supervision', path: 'service/supervision' },
  { key: 'automotive', path: 'service/automotive' },
  { key: 'formation', path: 'service/formation' },
  { key: 'securite', path: 'service/securite' },
  { key: 'traction', path: 'service/traction' },
] as const;
export type ServiceKey = (typeof SERVICE_PAGES)[number]['key'];

export const CONTACT_PATH = '/contact';
