import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import {
  localizedPath,
  recordPath as recordPathIn,
  staticPaths as staticPathsIn,
  type PageCatalog,
} from '@freight/shared/core/federation/site-paths';
import { siteCatalog } from '@freight/shared/test/site-catalog';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { fakeBuild } from './support/fake-build';
import { drivers, startApp } from './support/test-app';

// The crawler's view of the site (docs/decisions/004-languages.md): the raw HTML,
// no JavaScript, of every page of the route table, every article and every open
// offer, in the four languages. Each page has its status, its own title and
// description in its language, its canonical address, hreflang alternates that
// the other languages' pages return, its Open Graph and Twitter tags, and
// schema.org data with the properties Google's structured-data documentation
// requires for each type. (The page's h1 and body text come with server
// rendering: until then the body is the app's empty root.)

const HOST = 'crawl.test';
const ORIGIN = `http://${HOST}`;
const BRAND = getProfile('freight');

type Attributes = Record<string, string>;
type JsonObject = Record<string, unknown>;

interface CrawledPage {
  address: string;
  language: SiteLanguage;
  status: number;
  html: string;
  htmlTag: Attributes;
  title: string[];
  tags: Array<{ tag: string; attributes: Attributes }>;
  jsonLd: JsonObject[];
  jsonLdSources: string[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attributesOf = (source: string): Attributes =>
  Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]));

function parse(address: string, language: SiteLanguage, status: number, html: string): CrawledPage {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const jsonLdSources = [...headHtml.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  return {
    address,
    language,
    status,
    html,
    htmlTag: attributesOf(/<html\b([^>]*)>/.exec(html)?.[1] ?? ''),
    title: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    tags: [...headHtml.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map((match) => ({
      tag: match[1]!,
      attributes: attributesOf(match[2]!),
    })),
    jsonLd: jsonLdSources.map((source) => JSON.parse(source) as JsonObject),
    jsonLdSources,
  };
}

const metaContent = (page: CrawledPage, key: 'name' | 'property', value: string) =>
  page.tags
    .filter(({ tag, attributes }) => tag === 'meta' && attributes[key] === value)
    .map(({ attributes }) => attributes.content ?? '');
const one = (values: string[], what: string) => {
  expect(values, what).toHaveLength(1);
  return values[0]!;
};
const links = (page: CrawledPage, rel: string) =>
  page.tags
    .filter(({ tag, attributes }) => tag === 'link' && attributes.rel === rel)
    .map(({ attributes }) => attributes);

// Google's required properties (Search Central, structured data) per type.
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const isAbsolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${ORIGIN}/`);

function expectPostalAddress(address: unknown, what: string) {
  expect(address, what).toMatchObject({ '@type': 'PostalAddress' });
  const { streetAddress, addressLocality, addressCountry } = address as JsonObject;
  expect(streetAddress, what).toEqual(expect.any(String));
  expect(addressLocality, what).toEqual(expect.any(String));
  expect(addressCountry, what).toMatch(/^[A-Z]{2}$/);
}

function expectCompany(data: JsonObject, what: string) {
  expect(data.name, what).toBe(BRAND.brandName);
  expectPostalAddress(data.address, what);
  expect(data.telephone, what).toMatch(/^\+212[\d ]+$/);
  expect(isAbsolute(data.url), what).toBe(true);
}

function expectStructuredData(page: CrawledPage, data: JsonObject) {
  const what = `${page.address} ${String(data['@type'])}`;
  expect(data['@context'], what).toBe('https://schema.org');
  switch (data['@type']) {
    case 'Organization':
      expectCompany(data, what);
      break;
    case 'LocalBusiness': {
      expectCompany(data, what);
      const hours = data.openingHoursSpecification as JsonObject[];
      expect(hours.length, what).toBeGreaterThan(0);
      for (const spec of hours) {
        expect(spec['@type'], what).toBe('OpeningHoursSpecification');
        expect(spec.dayOfWeek, what).toEqual(expect.arrayContaining(['Monday']));
        expect(spec.opens, what).toMatch(/^\d{2}:\d{2}$/);
        expect(spec.closes, what).toMatch(/^\d{2}:\d{2}$/);
      }
      break;
    }
    case 'BlogPosting':
      expect(data.headline, what).toEqual(expect.any(String));
      expect((data.headline as string).length, what).toBeGreaterThan(0);
      expect(isIsoDate(data.datePublished), what).toBe(true);
      expect(isIsoDate(data.dateModified), what).toBe(true);
      expect(data.author, what).toMatchObject({ '@type': 'Organization', name: BRAND.brandName });
      expect(isAbsolute(data.image), what).toBe(true);
      expect(data.inLanguage, what).toBe(page.language);
      expect(data.mainEntityOfPage, what).toEqual({ '@type': 'WebPage', '@id': `${ORIGIN}${page.address}` });
      break;
    case 'JobPosting': {
      expect(data.title, what).toEqual(expect.any(String));
      expect(data.description, what).toEqual(expect.any(String));
      expect(isIsoDate(data.datePosted), what).toBe(true);
      expect(isIsoDate(data.validThrough), what).toBe(true);
      expect(data.hiringOrganization, what).toMatchObject({ '@type': 'Organization', name: BRAND.brandName });
      const location = data.jobLocation as JsonObject;
      expect(location['@type'], what).toBe('Place');
      expect(location.address, what).toMatchObject({
        '@type': 'PostalAddress',
        addressCountry: 'MA',
        addressLocality: expect.any(String),
      });
      expect(data.url, what).toBe(`${ORIGIN}${page.address}`);
      break;
    }
    case 'BreadcrumbList': {
      const items = data.itemListElement as JsonObject[];
      expect(items.length, what).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item, what).toMatchObject({
          '@type': 'ListItem',
          position: index + 1,
          name: expect.stringMatching(/\S/),
        });
        expect(isAbsolute(item.item), what).toBe(true);
      });
      expect(items[0]!.item, what).toBe(`${ORIGIN}${localizedPath('/', page.language)}`);
      expect(items.at(-1)!.item, what).toBe(`${ORIGIN}${page.address}`);
      break;
    }
    default:
      throw new Error(`${what}: unexpected type`);
  }
}

/** The schema.org types a page of the table must carry, by its site path. */
function expectedTypes(pathname: string): string[] {
  if (pathname === '/' || pathname === '/contact') return ['Organization', 'LocalBusiness'];
  const [section, rest] = pathname.slice(1).split('/');
  if (rest === undefined) return [];
  if (section === 'blog') return ['BlogPosting', 'BreadcrumbList'];
  if (section === 'jobOffers') return ['JobPosting', 'BreadcrumbList'];
  return ['BreadcrumbList'];
}

describe.each(drivers)('a crawler reading the raw HTML on %s', (driver) => {
  let tmp: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const crawled = new Map<string, CrawledPage>();
  let sitePaths: string[] = [];
  let catalog: PageCatalog;
  const staticPaths = () => staticPathsIn(catalog);

  const fetchPage = async (address: string, language: SiteLanguage) => {
    const response = await app.inject({ url: address, headers: { host: HOST, accept: '*/*' } });
    return parse(address, language, response.statusCode, response.body);
  };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'api-site-crawl-'));
    await fakeBuild(path.join(tmp, 'site'));
    catalog = await siteCatalog();
    ({ app, close } = await startApp(driver, { serveStatic: true, staticRoot: path.join(tmp, 'site') }));
    const [articles, offers] = await Promise.all([app.articles.published(), app.jobs.openOffers()]);
    expect(articles.length).toBeGreaterThan(0);
    expect(offers.length).toBeGreaterThan(0);
    sitePaths = [
      ...staticPaths(),
      ...articles.map(({ id }) => recordPathIn(catalog, 'article', id)!),
      ...offers.map(({ id }) => recordPathIn(catalog, 'job', id)!),
    ];
    for (const pathname of sitePaths) {
      for (const language of LANGUAGES) {
        const address = localizedPath(pathname, language);
        crawled.set(address, await fetchPage(address, language));
      }
    }
  }, 120_000);

  afterAll(async () => {
    await close();
    await rm(tmp, { recursive: true, force: true });
  });

  const pagesOf = (language: SiteLanguage) => [...crawled.values()].filter((page) => page.language === language);

  test('every page of the table, article and open offer answers 200 in its language', () => {
    expect(crawled.size).toBe(sitePaths.length * LANGUAGES.length);
    for (const page of crawled.values()) {
      expect(page.status, page.address).toBe(200);
      expect(page.htmlTag, page.address).toEqual({ lang: page.language, dir: page.language === 'ar' ? 'rtl' : 'ltr' });
      expect(page.html, page.address).not.toContain('noindex');
    }
  });

  test('each page has one title and one description of its own, in its language', () => {
    for (const language of LANGUAGES) {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const page of pagesOf(language)) {
        const title = one(page.title, `${page.address} <title>`);
        expect(title, page.address).toMatch(new RegExp(`^\\S.* \\| ${BRAND.brandName}$`));
        expect(title, page.address).not.toBe('Shell');
        const description = one(metaContent(page, 'name', 'description'), `${page.address} description`);
        expect(description.length, page.address).toBeGreaterThanOrEqual(30);
        expect(description.length, page.address).toBeLessThanOrEqual(320);
        if (language === 'ar') expect(`${title} ${description}`, page.address).toMatch(/[\u0600-\u06FF]/);
        // No two pages share a title or a description in a language.
        expect(titles.get(title), `${page.address}: title "${title}"`).toBeUndefined();
        expect(descriptions.get(description), `${page.address}: description "${description}"`).toBeUndefined();
        titles.set(title, page.address);
        descriptions.set(description, page.address);
      }
    }
  });

  test('the same page differs by language: a translated title in each', () => {
    for (const pathname of staticPaths()) {
      const titles = LANGUAGES.map((language) => crawled.get(localizedPath(pathname, language))!.title[0]);
      // Only where French and English write the same word ('Contact', 'Traction') do two languages share a title.
      expect(new Set(titles).size, `${pathname}: ${titles.join(' / ')}`).toBeGreaterThanOrEqual(
        titles[0] === titles[1] ? 3 : 4,
      );
    }
  });

  test('the canonical address is the page own, and the hreflang alternates are reciprocal', () => {
    for (const page of crawled.values()) {
      const canonical = one(
        links(page, 'canonical').map(({ href }) => href!),
        `${page.address} canonical`,
      );
      expect(canonical, page.address).toBe(`${ORIGIN}${page.address}`);
      const alternates = Object.fromEntries(links(page, 'alternate').map(({ hreflang, href }) => [hreflang!, href!]));
      expect(Object.keys(alternates).sort(), page.address).toEqual([...LANGUAGES, 'x-default'].sort());
      expect(alternates[page.language], page.address).toBe(canonical);
      expect(alternates['x-default'], page.address).toBe(alternates[DEFAULT_LANGUAGE]);
      for (const language of LANGUAGES) {
        // The alternate is a page of the crawl, in that language, that lists the same set back.
        const other = crawled.get(alternates[language]!.slice(ORIGIN.length));
        expect(other?.language, `${page.address} -> ${alternates[language]}`).toBe(language);
        const back = Object.fromEntries(links(other!, 'alternate').map(({ hreflang, href }) => [hreflang!, href!]));
        expect(back, `${alternates[language]} lists ${page.address} back`).toEqual(alternates);
      }
    }
  });

  test('Open Graph and the Twitter card repeat the page own title, description and address', () => {
    for (const page of crawled.values()) {
      const title = page.title[0]!;
      const ogTitle = one(metaContent(page, 'property', 'og:title'), `${page.address} og:title`);
      expect(title, page.address).toBe(`${ogTitle} | ${BRAND.brandName}`);
      const description = metaContent(page, 'name', 'description')[0];
      expect(one(metaContent(page, 'property', 'og:description'), page.address)).toBe(description);
      expect(one(metaContent(page, 'name', 'twitter:title'), page.address)).toBe(ogTitle);
      expect(one(metaContent(page, 'name', 'twitter:description'), page.address)).toBe(description);
      expect(one(metaContent(page, 'property', 'og:url'), page.address)).toBe(`${ORIGIN}${page.address}`);
      expect(one(metaContent(page, 'property', 'og:image'), page.address)).toMatch(
        new RegExp(`^${ORIGIN}/remotes/mfe-marketing/static/media/hero-freight-\\d+\\.\\w+\\.webp$`),
      );
      expect(one(metaContent(page, 'property', 'og:locale'), page.address)).toMatch(
        new RegExp(`^${page.language}_[A-Z]{2}$`),
      );
      expect(one(metaContent(page, 'name', 'twitter:card'), page.address)).toBe('summary_large_image');
    }
  });

  test("the structured data: Google's required properties, on the pages that must carry it", () => {
    for (const page of crawled.values()) {
      const pathname =
        page.address === `/${page.language}` ? '/' : page.address.replace(new RegExp(`^/${page.language}(?=/)`), '');
      expect(
        page.jsonLd.map((data) => data['@type']),
        page.address,
      ).toEqual(expectedTypes(pathname));
      // Nothing in the data can end the script element.
      for (const source of page.jsonLdSources) expect(source, page.address).not.toMatch(/[<>]/);
      for (const data of page.jsonLd) expectStructuredData(page, data);
      const headline =
        page.jsonLd.find((data) => data['@type'] === 'BlogPosting')?.headline ??
        page.jsonLd.find((data) => data['@type'] === 'JobPosting')?.title;
      if (headline) expect(metaContent(page, 'property', 'og:title')[0], page.address).toBe(headline);
    }
  });

  test('a breadcrumb names its steps in the page language, and each step is a page of the crawl', () => {
    for (const page of crawled.values()) {
      const trail = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
      if (!trail) continue;
      for (const item of trail.itemListElement as JsonObject[]) {
        const step = crawled.get((item.item as string).slice(ORIGIN.length));
        expect(step?.language, `${page.address}: ${String(item.item)}`).toBe(page.language);
        // A step's name is its page's own title (the home page's: the menu's word).
        if (step !== crawled.get(localizedPath('/', page.language)))
          expect(`${String(item.name)} | ${BRAND.brandName}`, page.address).toBe(step!.title[0]);
      }
    }
  });

  test('a page the site does not have: 404, noindex, the translated not-found title, no canonical nor data', async () => {
    for (const language of LANGUAGES) {
      const titles = new Set<string>();
      for (const pathname of ['/nowhere', '/blog/999999', '/jobOffers/999999']) {
        const page = await fetchPage(localizedPath(pathname, language), language);
        expect(page.status, page.address).toBe(404);
        expect(page.html, page.address).toContain('<meta name="robots" content="noindex">');
        expect(page.htmlTag.lang, page.address).toBe(language);
        titles.add(one(page.title, page.address));
        expect(metaContent(page, 'name', 'description')[0]?.length ?? 0, page.address).toBeGreaterThan(20);
        expect(links(page, 'canonical'), page.address).toHaveLength(0);
        expect(page.jsonLd, page.address).toHaveLength(0);
      }
      // The site's, an article's and an offer's not-found pages say which.
      expect(titles.size, language).toBe(3);
    }
  });
});
