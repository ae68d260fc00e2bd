// The marketing remote's page map. Paths are relative to the site root and
// kept exactly as docs/routes.md spells them: links to the misspelled ones exist. They
// are the slugs the apps table gives this remote (shared/src/core/federation/apps.ts,
// checked by src/exposes/contract.test.ts); the correctly spelled aliases are
// the shell's and the server's redirects (shared/src/core/federation/site-paths.ts).

import type { QuoteChoice } from '@freight/shared/core/constants';

/**
 * Content key (under `transport.` in the locale files) -> route path, and the
 * quote wizard its 'request a quote' button opens on /cotation.
 */
export const TRANSPORT_PAGES = [
  { key: 'general', path: 'transport/general', quote: 'full-load' },
  { key: 'perissable', path: 'transport/perissable', quote: 'full-load' },
  { key: 'conteneurs', path: 'transport/conteneurs-maritimes', quote: 'containers' },
  { key: 'traction', path: 'transport/traction', quote: 'traction' },
  { key: 'adr', path: 'transport/adr', quote: 'full-load' },
  { key: 'urgent', path: 'transport/uregent', quote: 'full-load' },
  { key: 'entreposage', path: 'transport/entreposaage', quote: 'other' },
  { key: 'port_sec', path: 'transport/port-sec', quote: 'other' },
  { key: 'hors_gabarit', path: 'transport/hors-gabarit', quote: 'full-load' },
  { key: 'exceptionnel', path: 'transport/exceptionnel', quote: 'full-load' },
] as const satisfies ReadonlyArray<{ key: string; path: string; quote: QuoteChoice }>;
export type TransportKey = (typeof TRANSPORT_PAGES)[number]['key'];

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
