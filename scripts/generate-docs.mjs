#!/usr/bin/env node
// Writes the downloadable PDFs of both brand profiles (certificate, quality
// policy, general terms of sale) into shell/public/docs/, which the shell's
// build copies to dist/ and its dev server serves: /docs/... on the site.
// No dependency; the same input always gives the same bytes, so the
// committed files only change when their content does.
//
//   npm run docs:pdf
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELECTRICAL_DOCS } from './docs/electrical.mjs';
import { FREIGHT_DOCS } from './docs/freight.mjs';
import { layoutDocument } from './docs/layout.mjs';
import { buildPdf } from './docs/pdf.mjs';
import { requireProjectNode } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = path.join(root, 'shell', 'public');
// The documents' own date, not the time of the run: reproducible output.
const DATE = new Date('2026-01-06T09:00:00Z');
const LANG_TAGS = { fr: 'fr-MA', en: 'en-GB' };

export function renderDocument(doc) {
  const pages = layoutDocument(doc);
  if (doc.frame && pages.length !== 1) throw new Error(`${doc.info.title} should fit on one page, not ${pages.length}`);
  return { bytes: buildPdf(pages, { ...doc.info, lang: LANG_TAGS[doc.lang], date: DATE }), pages: pages.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  for (const [sitePath, doc] of Object.entries({ ...FREIGHT_DOCS, ...ELECTRICAL_DOCS })) {
    const file = path.join(PUBLIC_DIR, ...sitePath.split('/').filter(Boolean));
    mkdirSync(path.dirname(file), { recursive: true });
    const { bytes, pages } = renderDocument(doc);
    writeFileSync(file, bytes);
    console.log(`${path.relative(root, file)}: ${pages} page(s), ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
