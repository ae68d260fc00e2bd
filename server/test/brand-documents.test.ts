import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { getProfile } from '@freight/shared/core/profiles/profiles';
// @ts-expect-error: a plain script of the repository, without declarations
import { BRAND_DOCUMENTS, renderDocuments } from '../../scripts/generate-docs.mjs';

// The brand documents (certificate in four languages, quality policy, terms of sale) are printed by
// the offers' path, headless Chromium from HTML (docs/decisions/032-pdf-rendering.md): each file the
// profiles link to is there, its text is what the document says (Arabic in logical order, shaped by
// the browser), the certificate fits one page, and the hand-written PDF writer is gone.

const root = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(root, 'shell/public');
const OUTPUT = path.join(os.tmpdir(), 'brand-documents-test');

interface Doc {
  lang: string;
  frame?: boolean;
  info: { title: string };
  blocks: { kind: string; text?: string; subtitle?: string }[];
}
const documents = BRAND_DOCUMENTS as Record<string, Doc>;

/** pdftotext's text without the bidirectional marks it adds around runs of another direction. */
const textOf = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');
const pagesOf = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
const fileOf = (sitePath: string) => path.join(PUBLIC, ...sitePath.split('/').filter(Boolean));

test('every document a profile links to is printed, the certificate in the four languages', () => {
  for (const name of ['freight', 'electrical'] as const) {
    const profile = getProfile(name);
    const linked = [
      ...Object.values(profile.certificates),
      ...Object.values(profile.qualityPolicy),
      profile.termsOfSale,
    ];
    expect(Object.keys(profile.certificates).sort()).toEqual(['ar', 'en', 'es', 'fr']);
    for (const sitePath of linked) {
      expect(documents[sitePath], sitePath).toBeDefined();
      expect(existsSync(fileOf(sitePath)), sitePath).toBe(true);
    }
  }
});

test.each(Object.keys(documents))('%s says what its document says', (sitePath) => {
  const doc = documents[sitePath] as Doc;
  const text = textOf(fileOf(sitePath));
  // Every title, heading and the first paragraphs, as written: Arabic read in logical order.
  const expected = doc.blocks
    .filter((b) => b.kind === 'title' || b.kind === 'heading')
    .flatMap((b) => [b.text, b.subtitle])
    .filter((value): value is string => typeof value === 'string' && value.length < 80);
  expect(expected.length).toBeGreaterThan(0);
  for (const phrase of expected) expect(text, `${sitePath}: ${phrase}`).toContain(phrase.replace(/\s+/g, ' '));
  if (doc.frame) expect(pagesOf(fileOf(sitePath)), sitePath).toBe(1);
});

test('the Arabic certificate reads right to left in logical order', () => {
  const text = textOf(fileOf('/docs/iso-9001-certificate-ar.pdf'));
  for (const phrase of [
    'شهادة',
    'نظام إدارة الجودة',
    'قد خضع للتقييم وثبتت مطابقته لمتطلبات المعيار',
    'الدار البيضاء',
  ]) {
    expect(text).toContain(phrase);
    // Visual order (the characters reversed) would be an unshaped, mirrored copy.
    expect(text).not.toContain([...phrase].reverse().join(''));
  }
  expect(text).toContain('ISO 9001:2015');
});

test('the committed files are what the documents print today (the Arabic certificate, printed again)', async () => {
  const sitePath = '/docs/iso-9001-certificate-ar.pdf';
  const pdfs = (await renderDocuments({ [sitePath]: documents[sitePath] })) as Record<string, Buffer>;
  mkdirSync(OUTPUT, { recursive: true });
  const fresh = path.join(OUTPUT, 'certificate-ar.pdf');
  writeFileSync(fresh, pdfs[sitePath] as Buffer);
  expect(textOf(fresh)).toBe(textOf(fileOf(sitePath)));
}, 120_000);

test('the hand-written PDF writer is gone: the documents go through the offers’ renderer', () => {
  const scripts = readdirSync(path.join(root, 'scripts/docs'));
  expect(scripts).not.toContain('pdf.mjs');
  expect(scripts).not.toContain('layout.mjs');
  const generator = readFileSync(path.join(root, 'scripts/generate-docs.mjs'), 'utf8');
  expect(generator).toContain("from '../server/src/api/offers/pdf-renderer.ts'");
  for (const file of scripts)
    expect(readFileSync(path.join(root, 'scripts/docs', file), 'utf8')).not.toMatch(/from '\.\/(pdf|layout)\.mjs'/);
});
