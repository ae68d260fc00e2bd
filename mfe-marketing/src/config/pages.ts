// The marketing remote's page map. Paths are relative to the site root and
// kept exactly as SPEC.md spells them: links to the misspelled ones exist.

/** Content key (under `transport.` in the locale files) -> route path. */
export const TRANSPORT_PAGES = [
  { key: 'general', path: 'transport/general' },
  { key: 'perissable', path: 'transport/perissable' },
  { key: 'conteneurs', path: 'transport/conteneurs-maritimes' },
  { key: 'traction', path: 'transport/traction' },
  { key: 'adr', path: 'transport/adr' },
  { key: 'urgent', path: 'transport/uregent' },
  { key: 'entreposage', path: 'transport/entreposaage' },
  { key: 'port_sec', path: 'transport/port-sec' },
  { key: 'hors_gabarit', path: 'transport/hors-gabarit' },
  { key: 'exceptionnel', path: 'transport/exceptionnel' },
] as const;
export type TransportKey = (typeof TRANSPORT_PAGES)[number]['key'];

/** Correctly spelled paths that lead to the misspelled originals (DECISIONS.md). */
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

export const QUOTE_PATH = '/cotation';
export const CONTACT_PATH = '/contact';
