import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './servers';

// The back office's own words, read from its bundles, so that a journey finds what a member sees
// in each language; and the company's clock, on which the editor schedules a publication.

type Texts = Record<string, unknown>;
const texts = (lng: string): Texts =>
  JSON.parse(readFileSync(path.join(ROOT, 'mfe-staff', 'src', 'locales', `${lng}.json`), 'utf8')) as Texts;

function textAt(bundle: Texts, key: string, where: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], bundle);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${where}`);
  return found;
}

/** The staff bundle's text at `key` with its {{placeholders}} filled. */
export function translator(lng: string) {
  const bundle = texts(lng);
  return (key: string, values: Record<string, string | number> = {}) => {
    const found = textAt(bundle, key, lng);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The shared `forms` bundle's text at `key` (the requests' statuses and languages the back office shows). */
export function formsTranslator(lng: string) {
  const bundle = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'locales', lng, 'forms.json'), 'utf8')) as Texts;
  return (key: string) => textAt(bundle, key, `${lng}'s forms`);
}

/** A wall time on Casablanca's clock at least `ms` ahead, as the browser's own time-zone data reads it. */
export function companyTimeAhead(page: Page, ms: number) {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Africa/Casablanca',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  }, ms);
}
