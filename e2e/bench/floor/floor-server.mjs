// Builds the floor's browser bundle with rspack and serves the floor page beside the site:
// `/` is renderToString of FloorPage, `/floor.js` its hydration, both gzipped as the site's are;
// `/wizard` (given the wizard's dialog counts) the same page with a button that opens a modal of
// the quote wizard's size (floorWizard); `/federated` the same page hydrated from a remote through
// Module Federation (federated-floor.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { here, reactAlias, rootRequire, runBuild } from './build.mjs';
import { buildFederatedFloor } from './federated-floor.mjs';
import { floorPage, floorWizard } from './floor-page.mjs';

const { createElement, useEffect, useRef, useState } = rootRequire('react');
const { renderToString } = rootRequire('react-dom/server');

async function buildClient() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  await runBuild({
    mode: 'production',
    target: 'web',
    context: here,
    entry: './floor-client.mjs',
    output: { path: outDir, filename: 'floor.js' },
    devtool: false,
    resolve: { alias: reactAlias },
  });
  const script = readFileSync(path.join(outDir, 'floor.js'));
  rmSync(outDir, { recursive: true, force: true });
  return script;
}

const htmlDocument = (body, data, script = '/floor.js') =>
  gzipSync(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A bare React page"><script defer src="${script}"></script></head><body><div id="root">${body}</div>${data}</body></html>`,
  );

/**
 * Serves the floor on 127.0.0.1:port with the given markup counts, and at /wizard the wizard's floor
 * when `dialogCounts` is given; `stop()` closes it.
 */
export async function startFloor(port, counts, dialogCounts = null) {
  const script = gzipSync(await buildClient());
  const federated = await buildFederatedFloor(`http://127.0.0.1:${port}`);
  const countsData = `<script type="application/json" id="floor-counts">${JSON.stringify(counts)}</script>`;
  const FloorPage = () => floorPage(createElement, counts);
  const markup = renderToString(createElement(FloorPage));
  const html = htmlDocument(markup, countsData);
  const federatedHtml = htmlDocument(markup, countsData, '/mf/host/floorHost.js');
  const hooks = { h: createElement, useState, useEffect, useRef, createPortal: () => null };
  const FloorWizard = () => floorWizard(hooks, counts, dialogCounts);
  const wizardHtml = dialogCounts
    ? htmlDocument(
        renderToString(createElement(FloorWizard)),
        `${countsData}<script type="application/json" id="floor-dialog-counts">${JSON.stringify(dialogCounts)}</script>`,
      )
    : html;
  const server = createServer((request, response) => {
    const [, app, file] = /^\/mf\/(host|remote)\/([^?]+)/.exec(request.url) ?? [];
    const built = app && federated[app].get(file);
    if (app && !built) {
      response.writeHead(404).end();
      return;
    }
    const isScript = request.url === '/floor.js' || (built && file.endsWith('.js'));
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : built ? 'application/json' : 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    const pages = { '/wizard': wizardHtml, '/federated': federatedHtml };
    response.end(built || (request.url === '/floor.js' ? script : (pages[request.url] ?? html)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { stop: () => server.close() };
}

/**
 * The markup counts of a page's server HTML (scripts off), read in the browser: the largest of three
 * loads, since a server that has just started may send its first page without its remote's part
 * (its container still loading past the render budget), which would make the floor a smaller page.
 */
export async function markupCounts(browser, url) {
  const loads = [];
  for (let load = 0; load < 3; load++) loads.push(await markupCountsOnce(browser, url));
  return loads.sort((a, b) => b.elements - a.elements)[0];
}

async function markupCountsOnce(browser, url) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const counts = await page.evaluate(() => {
    const root = document.getElementById('root') ?? document.body;
    const paragraphs = root.querySelectorAll('p');
    const text = [...paragraphs].reduce((sum, p) => sum + (p.textContent ?? '').length, 0);
    return {
      elements: root.querySelectorAll('*').length,
      headings: root.querySelectorAll('h1, h2, h3, h4, h5, h6').length,
      links: root.querySelectorAll('a').length,
      paragraphs: paragraphs.length,
      textPerParagraph: paragraphs.length ? Math.round(text / paragraphs.length) : 0,
    };
  });
  await context.close();
  return counts;
}

/** The markup of the quote wizard's first step, opened at full speed on `/en/cotation`. */
export async function wizardDialogCounts(browser, base) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/en/cotation`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Full load' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input, select, textarea').first().waitFor();
  const counts = await dialog.evaluate((element) => {
    // The backdrop that holds the dialog is part of what opening renders.
    const backdrop = element.parentElement ?? element;
    return {
      elements: backdrop.querySelectorAll('*').length + 1,
      fields: backdrop.querySelectorAll('input, select, textarea').length,
      buttons: backdrop.querySelectorAll('button').length,
      paragraphs: backdrop.querySelectorAll('p').length,
    };
  });
  await context.close();
  return counts;
}
