// @vitest-environment node
import { siteCatalog } from '../../../test/site-catalog';
import { publishPages, definedHead, type RemotePages } from './pages';
import { recordPageOf, type PageCatalog } from './site-paths';

// What the remotes publish of their pages (their src/config/pages.ts, as their builds publish them).
let catalog: PageCatalog;
beforeAll(async () => {
  catalog = await siteCatalog();
});
const page = (path: string) => catalog.pages.find((candidate) => candidate.path === path);

test("a page's published texts follow the brand and the language, `{{brand}}` left for the server", () => {
  expect(page('service/traction')?.head?.freight.fr.title).not.toBe(
    page('service/traction')?.head?.electrical.fr.title,
  );
  for (const path of ['', 'about', 'transport/uregent', 'cotation', 'blog', 'jobOffers']) {
    const texts = page(path)?.head;
    for (const language of ['fr', 'en', 'es', 'ar'] as const) {
      expect(texts?.freight[language].title, `${path} ${language}`).toBeTruthy();
      expect(texts?.freight[language].description, `${path} ${language}`).toBeTruthy();
    }
    expect(texts?.freight.en.title, path).not.toBe(texts?.freight.fr.title);
  }
});

test("a record's page publishes its not-found texts, found for any address of its section", () => {
  expect(recordPageOf('/blog/999', catalog)?.notFound?.en.title).toBeTruthy();
  expect(recordPageOf('/jobOffers/abc', catalog)?.record).toBe('job');
  expect(recordPageOf('/blog/1/2', catalog)).toBeNull();
  expect(recordPageOf('/nowhere', catalog)).toBeNull();
});

test('the breadcrumb above a nested page: home, then the section when it is a page', () => {
  expect(page('about')?.breadcrumb).toEqual([]);
  expect(page('transport/adr')?.breadcrumb).toEqual(['/']);
  expect(catalog.pages.find((candidate) => candidate.record === 'article')?.breadcrumb).toEqual(['/', '/blog']);
});

test('the company data is on the home and contact pages; the back office is never in the sitemap', () => {
  expect(catalog.pages.filter((candidate) => candidate.structuredData).map((candidate) => candidate.path)).toEqual([
    '',
    'contact',
  ]);
  expect(catalog.pages.filter((candidate) => candidate.remote === 'mfe_staff').every((staff) => !staff.sitemap)).toBe(
    true,
  );
});

test('the browser finds a page of its remote by its site path, for a brand', () => {
  const pages: RemotePages = {
    remote: 'mfe_blog',
    namespace: 'blog',
    pages: [
      {
        pattern: 'blog',
        head: ({ profile }) => ({
          title: { namespace: 'blog', key: profile },
          description: { namespace: 'blog', key: 'd' },
        }),
      },
      {
        pattern: 'blog/tag/:slug',
        param: { slugs: ['road'] },
        head: ({ slug }) => ({ title: { namespace: 'blog', key: slug }, description: { namespace: 'blog', key: 'd' } }),
      },
    ],
  };
  expect(definedHead(pages, '/blog', 'electrical')?.title.key).toBe('electrical');
  expect(definedHead(pages, '/blog/tag/road', 'freight')?.title.key).toBe('road');
  expect(definedHead(pages, '/blog/tag/sea', 'freight')).toBeNull();
  const published = publishPages(pages, ({ key }, language) => `${key}-${language}`);
  expect(published.pages.map((candidate) => candidate.path)).toEqual(['blog', 'blog/tag/road']);
  expect(published.pages[1]?.head?.freight.ar).toEqual({ title: 'road-ar', description: 'd-ar' });
});
