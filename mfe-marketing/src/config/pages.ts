// The marketing remote's page map. Paths are relative to the site root and
// kept exactly as docs/routes.md spells them: links to the misspelled ones exist;
// the correctly spelled aliases are this remote's redirects (PAGES below).

import type { QuoteChoice } from '@freight/shared/core/constants';
import type { RemotePages } from '@freight/shared/core/federation/pages';
import { BRAND_CONTENT } from '@freight/shared/core/profiles/brand-content';
import { brandDescription, pageText, type PageHeadTexts } from '@freight/shared/core/seo/page-head';
import { MARKETING_NS } from './i18n';

/** The /service pages (one per service of the brand profiles). */
export const SERVICE_SLUGS = ['maintenance', 'supervision', 'automotive', 'formation', 'securite', 'traction'] as const;
/** The /transport pages, spelled as docs/routes.md spells them: links to the misspelled ones exist. */
export const TRANSPORT_SLUGS = [
  'general',
  'perissable',
  'conteneurs-maritimes',
  'traction',
  'adr',
  'uregent',
  'entreposaage',
  'port-sec',
  'hors-gabarit',
  'exceptionnel',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type TransportSlug = (typeof TRANSPORT_SLUGS)[number];

/** The /transport pages' content keys (under `transport.` in the locale files): the slugs keep their historic spelling, the keys do not. */
export const TRANSPORT_CONTENT_KEYS = {
  general: 'general',
  perissable: 'perissable',
  'conteneurs-maritimes': 'conteneurs',
  traction: 'traction',
  adr: 'adr',
  uregent: 'urgent',
  entreposaage: 'entreposage',
  'port-sec': 'port_sec',
  'hors-gabarit': 'hors_gabarit',
  exceptionnel: 'exceptionnel',
} as const satisfies Record<TransportSlug, string>;

/** Content key (under `transport.` in the locale files) -> route path, and the quote wizard its 'request a quote' button opens on /cotation. */
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
export const SERVICE_PAGES = SERVICE_SLUGS.map((key) => ({ key, path: `service/${key}` }));
export type ServiceKey = ServiceSlug;

export const CONTACT_PATH = '/contact';

// This remote's pages, their titles and descriptions, published with its build
// (docs/decisions/024-a-remote-owns-its-pages.md). Its routes (exposes/routes.tsx)
// render exactly these; its contract test checks both.

const text = (key: string) => pageText(MARKETING_NS, key);
const head = (title: string, description: string): PageHeadTexts => ({
  title: text(title),
  description: text(description),
});

/** A /transport page's texts, by its content key: its title and lead. */
export const transportTexts = (contentKey: string) =>
  head(`transport.${contentKey}.title`, `transport.${contentKey}.lead`);

export const PAGES: RemotePages = {
  remote: 'mfe_marketing',
  namespace: MARKETING_NS,
  pages: [
    {
      pattern: '',
      head: ({ profile }) => ({
        title: text(`home.brand.${profile}.meta_title`),
        description: brandDescription(profile),
      }),
      structuredData: 'organization',
    },
    { pattern: 'about', head: ({ profile }) => head('about.meta_title', `${BRAND_CONTENT[profile].about}.lead`) },
    {
      pattern: 'contact',
      head: ({ profile }) => head('contact.meta_title', `${BRAND_CONTENT[profile].contact}.lead`),
      structuredData: 'organization',
    },
    {
      pattern: 'certification',
      head: ({ profile }) => head('certification.meta_title', `${BRAND_CONTENT[profile].certification}.lead`),
    },
    { pattern: 'legal-notice', head: () => head('legal.notice.meta_title', 'legal.notice.meta_description') },
    { pattern: 'privacy', head: () => head('legal.privacy.meta_title', 'legal.privacy.meta_description') },
    {
      pattern: 'service/:slug',
      param: { slugs: SERVICE_SLUGS },
      head: ({ profile, slug }) => {
        const base = `${BRAND_CONTENT[profile].service}.${slug}`;
        return head(`${base}.title`, `${base}.lead`);
      },
    },
    {
      pattern: 'transport/:slug',
      param: { slugs: TRANSPORT_SLUGS },
      head: ({ slug }) => transportTexts(TRANSPORT_CONTENT_KEYS[slug as TransportSlug]),
    },
  ],
  // A section's first page, and the correctly spelled aliases of the misspelled originals (which stay: links to them exist).
  redirects: {
    '/service': '/service/maintenance',
    '/transport': '/transport/general',
    '/transport/urgent': '/transport/uregent',
    '/transport/entreposage': '/transport/entreposaage',
  },
};
