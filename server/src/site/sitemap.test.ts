// @vitest-environment jsdom
// jsdom for its XML parser: the sitemap must be well-formed XML, not just look like it.
import { expect, test } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

test('each page is listed in the four languages, each with the four alternates and x-default, and its date', () => {
  const xml = sitemapXml(
    [
      { pathname: '/', lastmod: '2026-11-21' },
      { pathname: '/blog/3', lastmod: '2025-02-11T09:00:00.000Z' },
    ],
    'https://www.example.ma',
  );
  const document = parse(xml);
  expect(document.documentElement.localName).toBe('urlset');
  const urls = [...document.getElementsByTagName('url')];
  expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
    'https://www.example.ma/',
    'https://www.example.ma/en',
    'https://www.example.ma/es',
    'https://www.example.ma/ar',
    'https://www.example.ma/blog/3',
    'https://www.example.ma/en/blog/3',
    'https://www.example.ma/es/blog/3',
    'https://www.example.ma/ar/blog/3',
  ]);
  for (const url of urls) {
    const alternates = [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    const blog = url.getElementsByTagName('loc')[0]?.textContent?.includes('/blog/3');
    const path = blog ? '/blog/3' : '';
    expect(alternates).toEqual([
      ['fr', `https://www.example.ma${path || '/'}`],
      ['en', `https://www.example.ma/en${path}`],
      ['es', `https://www.example.ma/es${path}`],
      ['ar', `https://www.example.ma/ar${path}`],
      ['x-default', `https://www.example.ma${path || '/'}`],
    ]);
    expect(url.getElementsByTagName('lastmod')[0]?.textContent).toBe(blog ? '2025-02-11T09:00:00.000Z' : '2026-11-21');
  }
});

test('text is escaped: the XML stays well-formed whatever a path holds', () => {
  const document = parse(sitemapXml([{ pathname: '/a&b<c>\'"', lastmod: '2026-01-01' }], 'http://localhost:8080'));
  expect(document.getElementsByTagName('loc')[0]?.textContent).toBe('http://localhost:8080/a&b<c>\'"');
});

test('robots.txt keeps crawlers out of the API and points at the sitemap', () => {
  expect(robotsTxt('https://www.example.ma')).toBe(
    'User-agent: *\nDisallow: /api\nDisallow: /staff\nDisallow: /en/staff\nDisallow: /es/staff\nDisallow: /ar/staff\nDisallow: /follow/\nDisallow: /en/follow/\nDisallow: /es/follow/\nDisallow: /ar/follow/\n\nSitemap: https://www.example.ma/sitemap.xml\n',
  );
});
