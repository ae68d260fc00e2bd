import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '@freight/shared/core/constants';
import fr from '../../../shared/locales/fr/profile.json';
import en from '../../../shared/locales/en/profile.json';
import es from '../../../shared/locales/es/profile.json';
import ar from '../../../shared/locales/ar/profile.json';
import { resolveRemoteUrls } from './remotes';
import { matchRoute, type PageCatalog } from '@freight/shared/core/federation/site-paths';
import { siteCatalog } from '@freight/shared/test/site-catalog';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { pageHead } from './head-tags';
import { createTranslate } from './page-texts';
import { createRemoteManifests } from './remote-manifests';
import { findSiteShell, writeDescription, writeHtmlLanguage, writeTitle } from './site-shell';

const BUNDLES = { fr, en, es, ar };
const BUILT = `<!doctype html><html lang="fr" dir="ltr"><head><meta charset="utf-8" />
<meta name="site-profile" content="freight" />
<meta name="description" content="Texte français écrit au build." />
<title>Shell</title></head><body><div id="root"></div></body></html>`;

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];

describe("the server shell carries the page's title and description, in its language", () => {
  let root: string;
  let catalog: PageCatalog;
  beforeAll(async () => {
    catalog = await siteCatalog();
    root = await mkdtemp(path.join(tmpdir(), 'site-shell-'));
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), BUILT);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test.each(LANGUAGES)("%s: the home page's description is the brand's, for each profile", async (language) => {
    for (const profile of ['freight', 'electrical'] as const) {
      const shell = findSiteShell(root, profile, resolveRemoteUrls(), createRemoteManifests());
      const page = { pathname: '/', language, route: matchRoute('/', catalog) };
      const head = pageHead(page, {
        origin: 'https://site.test',
        profile: getProfile(profile),
        translate: createTranslate(getProfile(profile).brandName),
        catalog,
        image: null,
      });
      const html = await shell!.indexHtml({ ...page, head });
      const expected = BUNDLES[language][profile].meta_description;
      expect(expected.length).toBeGreaterThan(50);
      expect(expected.length).toBeLessThanOrEqual(160);
      expect(descriptionOf(html)).toBe(expected);
      expect(html).not.toContain('Texte français écrit au build.');
      expect(html).not.toContain('<title>Shell</title>');
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  test('the descriptions differ per language and per profile', () => {
    const all = LANGUAGES.flatMap((lng) => [
      BUNDLES[lng].freight.meta_description,
      BUNDLES[lng].electrical.meta_description,
    ]);
    expect(new Set(all).size).toBe(all.length);
  });

  test('the texts are escaped, and added when the HTML had none', () => {
    const bare = '<html><head></head></html>';
    expect(descriptionOf(writeDescription(bare, en.freight.meta_description))).toBe(en.freight.meta_description);
    expect(writeDescription(BUILT, 'a "quoted" <b>')).toContain('content="a &quot;quoted&quot; &lt;b&gt;"');
    expect(writeTitle(bare, 'A & B')).toBe('<html><head><title>A &amp; B</title></head></html>');
    expect(writeTitle(BUILT, '</title><script>')).toContain('<title>&lt;/title&gt;&lt;script&gt;</title>');
  });
});

test('<html lang dir> is the page language, right to left in Arabic', () => {
  expect(writeHtmlLanguage(BUILT, 'ar')).toContain('<html lang="ar" dir="rtl"><head>');
  expect(writeHtmlLanguage(BUILT, 'es')).toContain('<html lang="es" dir="ltr"><head>');
  expect(writeHtmlLanguage(BUILT, 'ar').match(/<html/g)).toHaveLength(1);
});
