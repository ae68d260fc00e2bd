import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import profileAr from '../../../locales/ar/profile.json';
import profileEn from '../../../locales/en/profile.json';
import profileEs from '../../../locales/es/profile.json';
import profileFr from '../../../locales/fr/profile.json';
import { renderWithI18n } from '@freight/shared/test/test-utils';
import { usePageTitle } from './use-page-title';

const resources = {
  fr: { profile: profileFr },
  en: { profile: profileEn },
  es: { profile: profileEs },
  ar: { profile: profileAr },
};
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function Page({ title, text }: { title: string; text?: string }) {
  usePageTitle(title, text);
  return <h1>{title}</h1>;
}

describe('usePageTitle', () => {
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it("writes the brand's description in the page language and follows a language switch", async () => {
    const { i18n } = renderWithI18n(<Page title="Contact" />, { lng: 'fr', resources });
    expect(document.title).toMatch(/^Contact \| /);
    expect(description()).toBe(profileFr.freight.meta_description);
    await act(() => i18n.changeLanguage('ar'));
    expect(description()).toBe(profileAr.freight.meta_description);
    await act(() => i18n.changeLanguage('es'));
    expect(description()).toBe(profileEs.freight.meta_description);
  });

  it("a page's own description wins, and the next page without one gets the brand's back", () => {
    const { rerender } = renderWithI18n(
      <Page title="Mentions légales" text="Éditeur, hébergeur et conditions d'utilisation du site." />,
      { lng: 'fr', resources },
    );
    expect(description()).toBe("Éditeur, hébergeur et conditions d'utilisation du site.");
    rerender(<Page title="Accueil" />);
    expect(description()).toBe(profileFr.freight.meta_description);
  });
});
