import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { LANGUAGES } from '@freight/shared/core/constants';
import { LanguageOffer, OFFER_DISMISSED_KEY, OFFER_TEXTS, offeredLanguage } from './language-offer';
import { renderShell } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function browserPrefers(...languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const renderOffer = (path: string) =>
  renderShell(
    <MemoryRouter initialEntries={[path]}>
      <LanguageOffer />
    </MemoryRouter>,
    'fr',
  );

test('the first language of the browser the site has is offered, a regional code as its base', () => {
  expect(offeredLanguage(['ar-MA', 'fr'], 'fr')).toBe('ar');
  expect(offeredLanguage(['es-ES'], 'fr')).toBe('es');
  expect(offeredLanguage(['de-DE', 'en-GB'], 'fr')).toBe('en');
  expect(offeredLanguage(['fr-MA', 'ar'], 'fr')).toBeNull();
  expect(offeredLanguage(['de', 'it'], 'fr')).toBeNull();
});

test('a browser in ar-MA on a French page is offered the same page in Arabic, in Arabic, right to left', async () => {
  browserPrefers('ar-MA', 'fr');
  renderOffer('/contact?x=1');
  const offer = await screen.findByRole('complementary', { name: OFFER_TEXTS.ar.label });
  expect(offer).toHaveAttribute('lang', 'ar');
  expect(offer).toHaveAttribute('dir', 'rtl');
  const link = screen.getByRole('link', { name: OFFER_TEXTS.ar.link });
  expect(link).toHaveAttribute('href', '/ar/contact?x=1');
  expect(link).toHaveAttribute('hreflang', 'ar');
});

test('dismissed, the offer goes and does not come back on the next page', async () => {
  browserPrefers('es-ES');
  const { user, unmount } = renderOffer('/about');
  await user.click(await screen.findByRole('button', { name: OFFER_TEXTS.es.dismiss }));
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(OFFER_DISMISSED_KEY)).toBe('1');
  unmount();
  renderOffer('/blog');
  await Promise.resolve();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('a browser in the page language, or in no language of the site, sees no offer', async () => {
  browserPrefers('fr-FR');
  const { unmount } = renderOffer('/');
  await Promise.resolve();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  unmount();
  browserPrefers('de-DE');
  renderOffer('/');
  await Promise.resolve();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('every language has its offer texts', () => {
  for (const lng of LANGUAGES) {
    for (const text of Object.values(OFFER_TEXTS[lng])) expect(text.trim()).not.toBe('');
  }
});
