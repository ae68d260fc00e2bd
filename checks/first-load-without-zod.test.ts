import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root } from '@freight/shared/test/source-files';

// Pages bring zod with their first request or form, never with the page (docs/decisions/016-first-load-scripts.md).
// The modules of shared a page runs as it starts must not reach zod through their static imports: the
// article sanitizer once did, through the media library's schemas, and every blog page carried 31 KB
// of zod from then on (196.8 -> 227.9 KB, over the 210 KB budget).
const FIRST_LOAD = ['shared/src/web/html/sanitize.ts', 'shared/src/web/api/client.ts'];

/** `file`'s module and every module it reaches through static relative imports or shared's name. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports only (`import … from`, `export … from`, `import '…'`); `import(…)` is lazy and
  // `import type` is erased.
  for (const [, spec] of code.matchAll(/^(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?'([^']+)'/gm)) {
    if (spec!.startsWith('zod')) seen.add(`${spec} (${path.relative(root, file)})`);
    const base = spec!.startsWith('.')
      ? path.resolve(path.dirname(file), spec!)
      : spec!.startsWith('@freight/shared/')
        ? path.join(root, 'shared', 'src', spec!.slice('@freight/shared/'.length))
        : null;
    if (!base) continue;
    const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (target) staticImports(target, seen);
  }
  return seen;
}

test.each(FIRST_LOAD)('%s reaches no zod through its static imports', (file) => {
  const reached = [...staticImports(path.join(root, file))];
  expect(reached.filter((name) => name.startsWith('zod'))).toEqual([]);
});

test('the walk follows the imports: the sanitizer reaches the article HTML policy', () => {
  expect([...staticImports(path.join(root, FIRST_LOAD[0]!))]).toContain(
    path.join(root, 'shared/src/core/html/article-html-policy.ts'),
  );
});

// The back office's sign-in page starts with the remote's routes and needs a schema for its form and
// the session's answer: zod/mini's, never classic zod (44 -> 30 KB gzip for that chunk; 027). Its
// signed-in parts reach classic zod through lazy chunks only (the pages, the inbox's views).
test('the back office reaches zod/mini, and no classic zod, before anyone signs in', () => {
  const reached = [...staticImports(path.join(root, 'mfe-staff/src/exposes/routes.tsx'))];
  expect(reached.filter((name) => /^zod \(/.test(name))).toEqual([]);
  expect(reached.some((name) => name.startsWith('zod/mini ('))).toBe(true);
});
