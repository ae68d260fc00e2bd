import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import type { SiteLanguage } from '@freight/shared/core/constants';

// The shared translation bundles (shared/locales/<language>/*.json) read by the
// API's e-mails, so a message names fields, options and company details
// exactly as the pages the visitor used do.

const formsSchema = z.object({
  fields: z.record(z.string(), z.string()),
  options: z.record(z.string(), z.record(z.string(), z.string())),
  steps: z.record(z.string(), z.string()).default({}),
  /** The back office's words for the inbox's codes and the CSV export's columns. */
  requests: z.record(z.string(), z.record(z.string(), z.string())).default({}),
});
export type FormsBundle = z.infer<typeof formsSchema>;

/** Nested objects of strings, read by dotted keys ('freight.hours'). */
type Tree = { [key: string]: string | Tree };
const treeSchema: z.ZodType<Tree> = z.lazy(() => z.record(z.string(), z.union([z.string(), treeSchema])));

const cache = new Map<string, unknown>();

/** The file of a shared namespace in a language: shared/locales/<language>/<namespace>.json. */
export function sharedLocaleFile(language: SiteLanguage, namespace: string): string {
  const sharedDir = path.dirname(createRequire(import.meta.url).resolve('@freight/shared/package.json'));
  return path.join(sharedDir, 'locales', language, `${namespace}.json`);
}

function load<T>(language: SiteLanguage, namespace: string, schema: z.ZodType<T>, empty: T): T {
  const key = `${language}/${namespace}`;
  if (cache.has(key)) return cache.get(key) as T;
  let value = empty;
  try {
    value = schema.parse(JSON.parse(readFileSync(sharedLocaleFile(language, namespace), 'utf8')));
  } catch {
    // Without the bundle an e-mail still carries every value, under its key.
  }
  cache.set(key, value);
  return value;
}

/** Field, option and step labels of the `forms` namespace. */
export function formsBundle(language: SiteLanguage): FormsBundle {
  return load(language, 'forms', formsSchema, { fields: {}, options: {}, steps: {}, requests: {} });
}

/** A text of the `profile` namespace by its dotted key (a brand profile's `hoursKey`); the key itself when missing. */
export function profileText(language: SiteLanguage, key: string): string {
  return textAt(load<Tree>(language, 'profile', treeSchema, {}), key) ?? key;
}

/** The string at a dotted key ('freight.hours') of a parsed bundle; null when there is none. */
export function textAt(bundle: unknown, key: string): string | null {
  let node = bundle;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}
