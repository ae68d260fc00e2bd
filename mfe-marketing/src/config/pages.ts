// The marketing remote's page map. Paths are relative to the site root and
// kept exactly as the site has always spelt them: links to the misspelled ones
// exist (docs/routes.md).

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

/** Correctly spelled paths that lead to the misspelled originals (docs/routes.md). */
export const TRANSPORT_ALIASES = [
  { path: 'transport/urgent', to: '/transport/uregent' },
  { path: 'transport/entreposage', to: '/transport/entreposaage' },
] as const;

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
