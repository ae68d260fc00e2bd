import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@freight/shared/core/constants';
import { REMOTE_APPS } from '@freight/shared/core/federation/apps';
import { SHARED_NAMESPACES } from '@freight/shared/core/i18n/namespaces';
import type { PageText } from '@freight/shared/core/seo/page-head';
import { sharedLocaleFile, textAt } from '../mail/shared-locales';
import { REPO_ROOT } from '../paths';

// The translated texts of the pages' heads, read from the bundles the browser
// reads them from (shared/src/core/seo/page-head.ts names which): a shared
// namespace from shared/locales/<language>/<ns>.json, a remote's from the
// locale files its build bundles (<remote>/src/locales/<language>.json). As
// i18next does in the browser: a dotted key, `{{name}}` interpolated (`brand`
// is the brand's name), the French text when a language lacks one.

type Tree = { [key: string]: unknown };

const bundles = new Map<string, Tree>();

function bundleFile(root: string, namespace: string, language: SiteLanguage): string | null {
  if ((SHARED_NAMESPACES as readonly string[]).includes(namespace) || namespace === 'forms')
    return sharedLocaleFile(language, namespace);
  const app = REMOTE_APPS.find((candidate) => candidate.namespace === namespace);
  return app ? path.join(root, app.folder, 'src', 'locales', `${language}.json`) : null;
}

function bundle(root: string, namespace: string, language: SiteLanguage): Tree {
  const file = bundleFile(root, namespace, language);
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
export function createTranslate(brandName: string, root: string = REPO_ROOT): Translate {
  return ({ namespace, key, values }, language) => {
    const found =
      lookup(bundle(root, namespace, language), key) ?? lookup(bundle(root, namespace, DEFAULT_LANGUAGE), key) ?? '';
    const names: Record<string, string> = { brand: brandName, ...values };
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => names[name] ?? whole);
  };
}
