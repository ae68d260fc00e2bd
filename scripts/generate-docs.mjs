#!/usr/bin/env node
// Writes the downloadable PDFs of both brand profiles (certificate in four languages, quality
// policy, general terms of sale) into shell/public/docs/, which the shell's build copies to dist/
// and its dev server serves: /docs/... on the site. Printed by the offers' path, the system's
// headless Chromium from each document's HTML (docs/decisions/032-pdf-rendering.md), which shapes
// Arabic and lays it out right to left with Debian's Noto fonts.
//
//   npm run docs:pdf            (PDF_BROWSER_PATH: another Chromium than /usr/bin/chromium)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPdfRenderer, DEFAULT_PDF_BROWSER_PATH } from '../server/src/api/offers/pdf-renderer.ts';
import { ELECTRICAL_DOCS } from './docs/electrical.mjs';
import { FREIGHT_DOCS } from './docs/freight.mjs';
import { documentHtml } from './docs/html.mjs';
import { requireProjectNode } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(root, 'shell', 'public');

export const BRAND_DOCUMENTS = { ...FREIGHT_DOCS, ...ELECTRICAL_DOCS };

/** "Page n / N" in the document's language, under every page but a one-page certificate's. */
function footerTemplate(doc) {
  if (doc.frame) return undefined;
  const [n, total] = ['<span class="pageNumber"></span>', '<span class="totalPages"></span>'];
  const dir = doc.lang === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${dir}" style="width:100%;font-family:'Noto Sans','Noto Naskh Arabic',sans-serif;font-size:8pt;color:#5c636e;text-align:center">${doc.pageLabel(n, total)}</div>`;
}

/** Each document's PDF, printed by one browser. */
export async function renderDocuments(documents, executablePath = DEFAULT_PDF_BROWSER_PATH) {
  const renderer = createPdfRenderer({ executablePath });
  try {
    const out = {};
    for (const [sitePath, doc] of Object.entries(documents))
      out[sitePath] = await renderer.render(documentHtml(doc), { footerTemplate: footerTemplate(doc) });
    return out;
  } finally {
    await renderer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  const pdfs = await renderDocuments(BRAND_DOCUMENTS, process.env.PDF_BROWSER_PATH || DEFAULT_PDF_BROWSER_PATH);
  for (const [sitePath, bytes] of Object.entries(pdfs)) {
    const file = path.join(PUBLIC_DIR, ...sitePath.split('/').filter(Boolean));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    console.log(`${path.relative(root, file)}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
