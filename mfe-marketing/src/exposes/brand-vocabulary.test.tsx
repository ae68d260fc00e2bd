import { cleanup, screen } from '@testing-library/react';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { electricalProfile } from '@freight/shared/core/profiles/electrical';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { ELECTRICAL_VOCABULARY, FREIGHT_VOCABULARY } from '@freight/shared/test/brand-vocabulary';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { SERVICE_PAGES, TRANSPORT_PAGES } from '../config/pages';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

// Nothing of one brand appears under the other (docs/decisions/007-brand-profiles.md):
// every route of this remote is rendered under both profiles, in the four
// languages, and its visible text, image texts, labels, link targets, the
// document title and the meta description are searched for the other brand's vocabulary.
// The two vocabularies are data in shared/test/brand-vocabulary.ts.

const BRANDS = {
  freight: { profile: freightProfile, vocabulary: FREIGHT_VOCABULARY, shopHost: null },
  electrical: {
    profile: electricalProfile,
    vocabulary: ELECTRICAL_VOCABULARY,
    shopHost: new URL(electricalProfile.shopUrl ?? '').host,
  },
} as const;

const other = (name: ProfileName): ProfileName => (name === 'freight' ? 'electrical' : 'freight');

/**
 * The routes a profile is checked on. /transport/* are the road haulier's
 * subject pages (docs/routes.md): they render under the electrical
 * profile too, but are about transport by definition, so the electrical brand
 * is checked on everything else.
 */
function routesOf(name: ProfileName): string[] {
  const common = ['/', '/about', '/certification', '/contact', ...SERVICE_PAGES.map((page) => `/${page.path}`)];
  return name === 'freight' ? [...common, ...TRANSPORT_PAGES.map((page) => `/${page.path}`)] : common;
}

/** Everything a visitor or a screen reader meets on the page. */
function pageText(): string {
  const attributes = [...document.body.querySelectorAll('[alt], [aria-label], [title], [href], [placeholder]')].flatMap(
    (element) => ['alt', 'aria-label', 'title', 'href', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, document.body.textContent ?? '', ...attributes].join('\n');
}

function serveWithProfile(name: ProfileName) {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = name;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
});

describe.each(['freight', 'electrical'] as const)('under the %s profile', (name) => {
  const foreign = BRANDS[other(name)];
  test.each(TEST_LANGUAGES)(
    'in %s no page shows the other brand',
    async (lng) => {
      serveWithProfile(name);
      const found: string[] = [];
      for (const path of routesOf(name)) {
        await renderRoutes(routes, path, lng);
        await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
        const text = pageText();
        for (const term of [...foreign.vocabulary[lng], new RegExp(foreign.profile.brandName, 'i')]) {
          const match = text.match(term);
          if (match)
            found.push(
              `${path}: "${match[0]}" in …${text.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 40).replace(/\s+/g, ' ')}…`,
            );
        }
        if (foreign.shopHost && text.includes(foreign.shopHost)) found.push(`${path}: a link to ${foreign.shopHost}`);
        cleanup();
      }
      expect(found).toEqual([]);
    },
    60_000,
  );
});

test('the vocabularies catch what they are meant to', () => {
  expect(FREIGHT_VOCABULARY.fr.some((term) => term.test('Un camion chargé d’un conteneur'))).toBe(true);
  expect(ELECTRICAL_VOCABULARY.fr.some((term) => term.test('Câbles et fils'))).toBe(true);
  expect(ELECTRICAL_VOCABULARY.ar.some((term) => term.test('تجهيزات كهربائية'))).toBe(true);
  expect(FREIGHT_VOCABULARY.ar.some((term) => term.test('عون استغلال الحاويات'))).toBe(true);
  // Shared words of both brands do not trip them.
  for (const lng of TEST_LANGUAGES) {
    for (const term of [...FREIGHT_VOCABULARY[lng], ...ELECTRICAL_VOCABULARY[lng]]) {
      expect(term.test('Maintenance, sécurité, installation, service, Tanger Med, ISO 9001'), String(term)).toBe(false);
    }
  }
});
