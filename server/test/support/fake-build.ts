import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FederationManifest } from '@freight/shared/core/federation/manifest';
import { remoteApp } from '@freight/shared/core/federation/apps';
import { publishedFromSources } from '@freight/shared/test/site-catalog';
import { REPO_ROOT } from '../../src/paths';

// A built site as scripts/build.mjs leaves it, small: what the static hosting
// and the site's pages read (index.html, manifests, locale chunks, the hero
// pictures, the brands' PDFs), without mfe-quote's and mfe-staff's code. Every
// remote's manifest names its published pages, as their sources define them.

const INDEX_HTML = `<!doctype html><html lang="fr" dir="ltr"><head><meta charset="utf-8" />
<meta name="site-profile" content="freight" /><title>Shell</title><link href="/static/css/main.77b2e0.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`;
export const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** `notBuilt`: remote folders left out entirely (no manifest: their territory's pages are unread). */
export async function fakeBuild(root: string, { notBuilt = [] }: { notBuilt?: string[] } = {}) {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/static/js/main.3f9a1c.js': BIG_JS,
    'shell/dist/static/css/main.77b2e0.css': 'body{margin:0}',
    'shell/dist/locales/fr/common.json': '{"hello":"Bonjour"}',
    'shell/dist/mf-manifest.json': JSON.stringify({
      id: 'shell',
      // The stylesheets the shell's index.html links besides main's (the build writes both).
      metaData: { bootStyles: ['static/css/57.toast.css'], bootScripts: ['static/js/123.bootstrap.js'] },
      shared: [
        { name: 'react', assets: { js: { sync: ['static/js/main.3f9a1c.js'] }, css: { sync: [] } } },
        { name: 'react-router-dom', assets: { js: { sync: ['static/js/216.router.js'] }, css: { sync: [] } } },
        // Provided for the remotes; preloaded only for a page whose remote needs it. `chunks`: the
        // files the shell's factory loads, `styles` its stylesheets (the build writes them; `assets` lists others' too).
        {
          name: '@freight/shared/web/ui/button',
          assets: {
            js: { sync: ['static/js/31.button.js', 'static/js/99.other.js'] },
            css: { sync: ['static/css/31.button.css', 'static/css/99.other.css'] },
          },
          chunks: ['static/js/31.button.js'],
          styles: ['static/css/31.button.css'],
        },
        {
          name: '@freight/shared/web/ui/toast',
          assets: { js: { sync: ['static/js/57.toast.js'] }, css: { sync: ['static/css/57.toast.css'] } },
          chunks: ['static/js/57.toast.js'],
          styles: ['static/css/57.toast.css'],
        },
        {
          name: '@freight/shared/web/ui/field',
          assets: { js: { sync: ['static/js/64.field.js'] }, css: { sync: ['static/css/64.field.css'] } },
          chunks: ['static/js/64.field.js'],
          styles: ['static/css/64.field.css'],
        },
      ],
    } satisfies FederationManifest),
  };
  for (const remote of ['mfe-marketing', 'mfe-careers', 'mfe-blog']) {
    files[`${remote}/dist/mf-manifest.json`] = JSON.stringify({
      id: remote,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: ['mfe-blog', 'mfe-careers'].includes(remote)
        ? ['button', 'toast'].map((name) => ({
            name: `@freight/shared/web/ui/${name}`,
            assets: { js: { sync: [] }, css: { sync: [] } },
          }))
        : [],
      exposes: [
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['static/js/412.a1b2c3.js'] }, css: { sync: ['static/css/routes.9f8e.css'] } },
          // What its routes need before they run (`requires`), what they and their lazy parts render with (`uses`,
          // `styles`): the build writes them; the blog's manifest is an older build's, without.
          ...(remote === 'mfe-careers'
            ? {
                requires: ['@freight/shared/web/ui/button', 'react'],
                uses: [
                  '@freight/shared/web/ui/button',
                  '@freight/shared/web/ui/field',
                  '@freight/shared/web/ui/toast',
                  'react',
                ],
                styles: ['static/css/routes.9f8e.css', 'static/css/apply-form.4c5d.css'],
              }
            : {}),
        },
      ],
    } satisfies FederationManifest);
    files[`${remote}/dist/remoteEntry.js`] = 'var remote = 1;';
    files[`${remote}/dist/static/js/412.a1b2c3.js`] = BIG_JS;
    files[`${remote}/dist/static/js/locale-fr.5e6f7a8b.js`] = 'var fr = 1;';
    files[`${remote}/dist/static/js/locale-ar.9a8b7c6d.js`] = 'var ar = 1;';
  }
  // The careers' routes' stylesheet is on disk (the others are not): the page writes it in.
  files['mfe-careers/dist/static/css/routes.9f8e.css'] =
    '.offer{background:url(../media/truck.1a2b.png)}\n/*# sourceMappingURL=routes.9f8e.css.map*/';
  // The home page's hero, for both brands, in two formats.
  for (const name of [
    'hero-electrical-480.aa11.avif',
    'hero-electrical-1200.bb22.avif',
    'hero-electrical-480.cc33.webp',
    'hero-freight-480.dd44.avif',
    'hero-freight-480.ee55.webp',
    'hero-freight-1200.ff66.webp',
  ]) {
    files[`mfe-marketing/dist/static/media/${name}`] = 'image';
  }
  for (const [name, published] of await publishedFromSources()) {
    const folder = remoteApp(name).folder;
    if (notBuilt.includes(folder)) continue;
    const manifestFile = `${folder}/dist/mf-manifest.json`;
    const manifest = (files[manifestFile] ? JSON.parse(files[manifestFile]) : { id: folder }) as FederationManifest;
    manifest.metaData = { ...manifest.metaData, pages: 'pages.0123abcd.json' };
    files[manifestFile] = JSON.stringify(manifest);
    files[`${folder}/dist/pages.0123abcd.json`] = JSON.stringify(published);
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // The shell's build copies shell/public (the brands' PDFs) into its dist.
  await cp(path.join(REPO_ROOT, 'shell', 'public'), path.join(root, 'shell', 'dist'), { recursive: true });
}
