// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { SSR_PUBLIC_PATH_PREFIX } from '@freight/shared/core/federation/server-rendering';
import { createPageRenderer } from './render-page';
import type { RemoteLocation, RendererOptions, RenderRequest } from './renderer-types';

// The page renderer (docs/decisions/013-server-rendering.md) with the shell's real
// layout and routes, and remotes given as route modules: the outcome of each
// failure (cannot load, throws, over budget), the data passes, and one i18next
// per request.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LOCATION: RemoteLocation = {
  entry: 'http://remote.test/server/remoteEntry.js',
  publicPath: '/remotes/mfe-blog/',
};
const REMOTES = { mfe_blog: LOCATION, mfe_careers: LOCATION, mfe_marketing: LOCATION, mfe_quote: LOCATION };

function BlogList() {
  const { t, i18n } = useTranslation('common');
  const { data } = useSWR(['test-blog', i18n.language], async ([, lng]: [string, string]) => ({
    title: `Articles (${lng})`,
  }));
  return (
    <section>
      <h1>{data ? data.title : 'loading'}</h1>
      <p>{t('not_found.home')}</p>
      <img src={`${SSR_PUBLIC_PATH_PREFIX}mfe_blog/static/media/photo.png`} alt="" />
    </section>
  );
}

function Article() {
  const { id } = useParams();
  return <h1>Article {id}</h1>;
}

function SlowData() {
  const { data } = useSWR('slow', () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 2_000)));
  return <h1>{data ?? 'waiting'}</h1>;
}

function Broken(): never {
  throw new Error('the remote broke while rendering');
}

const blog: RemoteRoutesModule = {
  routes: [
    { path: 'blog', element: <BlogList /> },
    { path: 'blog/:id', element: <Article /> },
  ],
};

function renderer(loadRoutes: RendererOptions['loadRoutes']) {
  return createPageRenderer({
    localesDir: path.join(root, 'shared', 'locales'),
    fetchApi: async () => new Response('{}'),
    readFile: () => null,
    profile: 'freight',
    sanitizerWindow: new JSDOM('').window,
    loadRoutes,
  });
}

// Generous: the first render of a cold test process is slow; the budget's own test sets its own.
const request = (overrides: Partial<RenderRequest>): RenderRequest => ({
  path: '/blog',
  language: 'fr',
  remotes: REMOTES,
  budgetMs: 5_000,
  ...overrides,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

test("renders the shell's layout and the remote's page with the data it asked for, the remote's assets under its public folder", async () => {
  const result = await renderer(async () => blog).render(request({ path: '/blog', language: 'en' }));
  expect(result.remote).toEqual({ name: 'mfe_blog', outcome: 'rendered' });
  expect(result.html).toMatch(/<h1>Articles \(en\)<\/h1>/);
  expect(text(result.html)).toContain('Skip to content');
  expect(result.html).toContain('src="/remotes/mfe-blog/static/media/photo.png"');
  expect(result.html).not.toContain(SSR_PUBLIC_PATH_PREFIX);
  // The browser hydrates with the same data (SWR's key for it).
  expect(Object.values(result.data)).toEqual([{ title: 'Articles (en)' }]);
  expect(result.html).not.toContain('<script');
});

test('route parameters and the language prefix come from the address', async () => {
  const result = await renderer(async () => blog).render(request({ path: '/blog/7', language: 'ar' }));
  expect(text(result.html)).toContain('Article 7');
  expect(result.html).toContain('href="/ar/about"');
});

test('a remote that cannot be loaded leaves its part to the browser, with the layout rendered', async () => {
  const result = await renderer(async () => Promise.reject(new Error('404 remoteEntry.js'))).render(request({}));
  expect(result.remote).toMatchObject({ name: 'mfe_blog', outcome: 'unavailable', error: '404 remoteEntry.js' });
  expect(result.html).toContain('<!--$!-->');
  expect(text(result.html)).toContain('Aller au contenu');
  expect(result.html).not.toContain('Articles');
});

test('a remote with no server container is rendered by the browser', async () => {
  const result = await renderer(async () => blog).render(request({ remotes: {} }));
  expect(result.remote).toMatchObject({ outcome: 'unavailable' });
});

test('a remote that throws while rendering leaves its part to the browser', async () => {
  const broken: RemoteRoutesModule = { routes: [{ path: 'blog', element: <Broken /> }] };
  const result = await renderer(async () => broken).render(request({}));
  expect(result.remote).toMatchObject({ outcome: 'failed', error: 'the remote broke while rendering' });
  expect(result.html).toContain('<!--$!-->');
  expect(text(result.html)).toContain('Aller au contenu');
});

test('data slower than the budget: the page goes out in its loading state, counted as over budget', async () => {
  const slowData: RemoteRoutesModule = {
    routes: [{ path: 'blog', element: <SlowData /> }],
  };
  const result = await renderer(async () => slowData).render(request({ budgetMs: 300 }));
  expect(result.remote).toMatchObject({ outcome: 'timeout' });
  expect(result.html).toContain('<h1>waiting</h1>');
});

test('a remote slower than the budget is not waited for', async () => {
  const started = Date.now();
  const slow = () => new Promise<RemoteRoutesModule>((resolve) => setTimeout(() => resolve(blog), 2_000));
  const result = await renderer(slow).render(request({ budgetMs: 100 }));
  expect(result.remote).toMatchObject({ outcome: 'timeout' });
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(result.html).toContain('<!--$!-->');
});

test('pages rendered at the same time keep their own language', async () => {
  const pages = renderer(async (name: RemoteName) => (name === 'mfe_blog' ? blog : Promise.reject(new Error('no'))));
  const [fr, ar, es] = await Promise.all([
    pages.render(request({ language: 'fr' })),
    pages.render(request({ language: 'ar' })),
    pages.render(request({ language: 'es' })),
  ]);
  expect(fr!.html).toContain('Articles (fr)');
  expect(text(fr!.html)).toContain('Retour à l');
  expect(ar!.html).toContain('Articles (ar)');
  expect(text(ar!.html)).toContain('العودة إلى الصفحة الرئيسية');
  expect(es!.html).toContain('Articles (es)');
});

test('an address no remote owns renders the not-found page', async () => {
  const result = await renderer(async () => blog).render(request({ path: '/nowhere' }));
  expect(result.remote).toBeUndefined();
  expect(result.html).toMatch(/<h1 id="not-found-title">[^<]+<\/h1>/);
});
