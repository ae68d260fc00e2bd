import { screen, within } from '@testing-library/react';
import { TEST_LANGUAGES } from '@freight/shared/test/test-utils';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { routes } from '../../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../../test/render-routes';

const profile = () => getProfile(readProfileName());
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

describe.each(TEST_LANGUAGES)('legal pages (%s)', (lng) => {
  const legal = BUNDLES[lng].legal;

  test('the privacy policy names the brand as controller, with its contact details, and covers law 09-08', async () => {
    await renderRoutes(routes, '/privacy', lng);
    expect(await screen.findByRole('heading', { level: 1, name: legal.privacy.title })).toBeInTheDocument();
    const { brandName, email, phones } = profile();
    const controller = screen.getByRole('region', { name: legal.privacy.controller });
    expect(controller).toHaveTextContent(brandName);
    expect(within(controller).getByRole('link', { name: email })).toHaveAttribute('dir', 'ltr');
    expect(within(controller).getAllByRole('link', { name: /^\+212/ })).toHaveLength(phones.length);
    // Where to exercise the rights: the e-mail again, beside the text naming the four rights.
    const rights = screen.getByRole('region', { name: legal.privacy.rights });
    expect(within(rights).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const text = document.body.textContent ?? '';
    expect(text).toContain('09-08');
    expect(text).toContain('CNDP');
    expect(text).toMatch(/3/);
    expect(text).toContain('24');
    for (const section of legal.privacy.sections)
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    expect(text).not.toContain('{{');
    expect(document.title).toMatch(new RegExp(`^${legal.privacy.meta_title} \\| `));
    expect(description()).toContain(brandName);
  });

  test('the legal notice names the brand as publisher and has hosting, intellectual property and liability', async () => {
    await renderRoutes(routes, '/legal-notice', lng);
    expect(await screen.findByRole('heading', { level: 1, name: legal.notice.title })).toBeInTheDocument();
    const publisher = screen.getByRole('region', { name: legal.notice.publisher });
    expect(publisher).toHaveTextContent(profile().brandName);
    expect(within(publisher).getByRole('link', { name: profile().email })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1 + legal.notice.sections.length);
    expect(document.body.textContent).not.toContain('{{');
    expect(document.title).toMatch(new RegExp(`^${legal.notice.meta_title} \\| `));
  });
});

test('no brand name is written into the texts: every language takes it from the profile', () => {
  for (const lng of TEST_LANGUAGES) {
    const text = JSON.stringify(BUNDLES[lng].legal);
    for (const name of ['freight', 'electrical'] as const) expect(text).not.toContain(getProfile(name).brandName);
    expect(text).toContain('{{brand}}');
  }
});
