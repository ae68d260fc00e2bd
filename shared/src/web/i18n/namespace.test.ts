import i18next from 'i18next';
import { expect, it } from 'vitest';
import { ensureNamespace, type NamespaceLoaders } from './namespace';

// On the server each page has an i18next instance of its own; the remote's wording comes from the
// deploy whose container renders it.

async function pageInstance() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'fr', fallbackLng: 'fr', resources: {} });
  return instance;
}

function deploy(title: string, reads: string[]): NamespaceLoaders {
  const load = (lang: string) => () => {
    reads.push(`${title}/${lang}`);
    return Promise.resolve({ default: { title: `${title} (${lang})` } });
  };
  return { fr: load('fr'), en: load('en'), es: load('es'), ar: load('ar') };
}

it('reads a deploy’s bundle once for every page, and a new deploy’s bundle as soon as it renders', async () => {
  const reads: string[] = [];
  const first = deploy('Blog', reads);
  for (const _ of [1, 2]) {
    const page = await pageInstance();
    await ensureNamespace('blog-deploys', first, page);
    expect(page.t('title', { ns: 'blog-deploys' })).toBe('Blog (fr)');
  }
  const second = deploy('Actualités', reads);
  const page = await pageInstance();
  await ensureNamespace('blog-deploys', second, page);
  expect(page.t('title', { ns: 'blog-deploys' })).toBe('Actualités (fr)');
  expect(reads).toEqual(['Blog/fr', 'Actualités/fr']);
});

it('adds each page group’s texts to the one namespace, keeping the groups already there', async () => {
  const reads: string[] = [];
  const group = (name: string): NamespaceLoaders => {
    const load = (lang: string) => () => {
      reads.push(`${name}/${lang}`);
      return Promise.resolve({ default: { common: { quote: 'Devis' }, [name]: { title: `${name} (${lang})` } } });
    };
    return { fr: load('fr'), en: load('en'), es: load('es'), ar: load('ar') };
  };
  const home = group('home');
  const contact = group('contact');
  const page = await pageInstance();
  await ensureNamespace('marketing-groups', home, page);
  await ensureNamespace('marketing-groups', contact, page);
  await ensureNamespace('marketing-groups', home, page);
  expect(page.t('home.title', { ns: 'marketing-groups' })).toBe('home (fr)');
  expect(page.t('contact.title', { ns: 'marketing-groups' })).toBe('contact (fr)');
  expect(page.t('common.quote', { ns: 'marketing-groups' })).toBe('Devis');
  expect(reads).toEqual(['home/fr', 'contact/fr']);
});
