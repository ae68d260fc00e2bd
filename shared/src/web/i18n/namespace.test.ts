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
