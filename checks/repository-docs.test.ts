import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root } from '@freight/shared/test/source-files';

// Comments, tests and READMEs cite documents of the repository only, and what
// they cite exists: a moved file or a renamed section fails here, not in a
// reader's hands.

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data']);
const WORKSPACES = [
  'shell',
  'mfe-marketing',
  'mfe-quote',
  'mfe-careers',
  'mfe-blog',
  'mfe-staff',
  'shared',
  'server',
  'e2e',
];

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
const markdown = files(root, /\.md$/);
const sources = files(root, /\.(ts|tsx|mts|mjs|cjs|css|sql|md|json)$/).filter(
  (file) => !/package-lock\.json$/.test(file),
);

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6}\s+.+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+\s+/, ''))));
}

test('nothing cites a document outside the repository', () => {
  const outside = /\b(SPEC|DECISIONS|STACK-NOTES|STYLE)\.md\b|\.\.\/shared\/[A-Z][\w-]*\.md/;
  const found = sources.filter((file) => outside.test(readFileSync(file, 'utf8'))).map(rel);
  expect(found).toEqual([]);
});

test('every cited docs/ file and section exists', () => {
  const found: string[] = [];
  for (const file of sources) {
    for (const [, doc, anchor] of readFileSync(file, 'utf8').matchAll(/\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)) {
      const target = path.join(root, 'docs', doc!);
      if (!existsSync(target)) found.push(`${rel(file)}: docs/${doc} does not exist`);
      else if (anchor && !anchorsOf(target).has(anchor))
        found.push(`${rel(file)}: docs/${doc} has no section #${anchor}`);
    }
  }
  expect(found).toEqual([]);
});

/**
 * Where a path written in a markdown file may start: its folder (and its `src/`), the
 * repository root, or a package (a package README's `src/exposes/...` is each remote's).
 */
function basesOf(file: string): string[] {
  const dir = path.dirname(file);
  return [dir, path.join(dir, 'src'), root, ...WORKSPACES.map((workspace) => path.join(root, workspace))];
}

/**
 * The part of a written path before any placeholder (`shared/locales/<lng>/`,
 * `migrations/NNN-name.sql`) or build output (`shell/dist/...`).
 */
function fixedPart(written: string): string {
  const segments = written
    .replace(/[#?].*$/, '')
    .replace(/\/+$/, '')
    .split('/');
  const cut = segments.findIndex((segment) => /[<>*{}$:]|NN/.test(segment) || segment === 'dist');
  return (cut === -1 ? segments : segments.slice(0, cut)).join('/');
}

/** A file or folder, or a module written without its extension (`web/ui/button`). */
const exists = (file: string) => ['', '.ts', '.tsx'].some((extension) => existsSync(file + extension));

test('every repository path a README or a docs/ page names exists', () => {
  const found: string[] = [];
  for (const file of markdown) {
    const text = readFileSync(file, 'utf8');
    const written = [
      ...[...text.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].map((match) => match[1]!),
      ...[...text.matchAll(/\]\((?!https?:|#|mailto:)([^)\s]+)\)/g)].map((match) => match[1]!),
    ];
    for (const candidate of written) {
      if (/^(\/|https?:|@|~)/.test(candidate) || candidate.includes('://')) continue;
      const fixed = fixedPart(candidate);
      const first = fixed.split('/')[0];
      if (!first || first === '.') continue;
      const bases = basesOf(file);
      // A path whose first folder exists nowhere is no repository path (a module name, a package).
      if (!bases.some((base) => existsSync(path.join(base, first)))) continue;
      if (!bases.some((base) => exists(path.join(base, fixed)))) found.push(`${rel(file)}: ${candidate}`);
    }
  }
  expect(markdown.length).toBeGreaterThan(15);
  expect(found).toEqual([]);
});
