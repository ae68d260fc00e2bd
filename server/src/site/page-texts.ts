import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/core/constants';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';
import type { PageText } from '@freight/shared/core/seo/page-head';
import { sharedLocaleFile, textAt } from '../api/mail/shared-locales';

// The shell's own texts in the pages' heads (the not-found page, the home
// page's name in a breadcrumb), read from the bundles the browser reads them
// from: shared/locales/<language>/<ns>.json. A remote's page texts come with
// its published pages (page-catalog.ts). As i18next does in the browser: a
// dotted key, `{{name}}` interpolated (`brand` is the brand's name), the French
// text when a language lacks one.

type Tree = { [key: string]: unknown };

const bundles = new Map<string, Tree>();

function bundleFile(namespace: string, language: SiteLanguage): string | null {
  return (SHARED_NAMESPACES as readonly string[]).includes(namespace) || namespace === 'forms'
    ? sharedLocaleFile(language, namespace)
    : null;
}

function bundle(namespace: string, language: SiteLanguage): Tree {
  const file = bundleFile(namespace, language);
  if (!file) return {};
  let tree = bundles.get(file);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    } catch {
      // Without the bundle the page keeps its other texts; the tests read every one.
      tree = {};
    }
    bundles.set(file, tree);
  }
  return tree;
}

/** A non-empty text at a dotted key, as i18next finds it. */
const lookup = (tree: Tree, key: string): string | null => textAt(tree, key) || null;

/** Translates the texts of a page's head for one brand. */
export type Translate = (text: PageText, language: SiteLanguage) => string;

/** '' when no bundle has the key (a test fails on it). */
export function createTranslate(brandName: string): Translate {
  return ({ namespace, key, values }, language) =>
    withBrand(
      lookup(bundle(namespace, language), key) ?? lookup(bundle(namespace, DEFAULT_LANGUAGE), key) ?? '',
      brandName,
      values,
    );
}

/** A text with its `{{name}}` values filled in, `brand` the brand's name (a remote's published texts leave it). */
export function withBrand(text: string, brandName: string, values?: Readonly<Record<string, string>>): string {
  const names: Record<string, string> = { brand: brandName, ...values };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => names[name] ?? whole);
}
