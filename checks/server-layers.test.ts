import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCircles, resolveImport } from '@freight/shared/test/import-graph';
import { importsOf, REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// The layers of the server's sources (server/README.md, "Layout of `src`"), highest first.
// A file imports its own layer or one below it, never one above: routes reach the
// database through plugins and domain folders, a plugin only decorates, and the API
// never imports the site. Tests stand outside the layers.
const LAYERS: Array<{ layer: string; paths: string[] }> = [
  { layer: 'process', paths: ['app.ts', 'server.ts', 'shutdown.ts', 'env.ts'] },
  { layer: 'site', paths: ['site'] },
  { layer: 'routes', paths: ['api/routes'] },
  { layer: 'plugins', paths: ['api/plugins'] },
  {
    layer: 'domain',
    paths: [
      'api/articles',
      'api/jobs',
      'api/catalog',
      'api/content',
      'api/requests',
      'api/follow',
      'api/offers',
      'api/media',
      'api/replies',
      'api/staff',
      'api/outbox',
      'api/mail',
      'api/data-protection',
      'api/seed',
      'api/inspection',
    ],
  },
  { layer: 'helpers', paths: ['api/http', 'api/db', 'api/html'] },
  { layer: 'core', paths: ['paths.ts'] },
];

const SRC = path.join(root, 'server', 'src');
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const code = sourceFiles(SRC, { tests: false });

/** The rank of a file's layer (0 the highest), or undefined for a file no layer lists. */
function rankOf(file: string): number | undefined {
  const where = rel(file);
  const rank = LAYERS.findIndex(({ paths }) => paths.some((p) => where === p || where.startsWith(`${p}/`)));
  return rank === -1 ? undefined : rank;
}

test('every source file of server/src is in a layer', () => {
  expect(code.length).toBeGreaterThan(100);
  expect(code.filter((file) => rankOf(file) === undefined).map(rel)).toEqual([]);
});

test('no import of server/src runs up a layer', () => {
  const upward = code.flatMap((file) =>
    importsOf(file).flatMap(({ spec }) => {
      const target = resolveImport(file, spec);
      const from = rankOf(file);
      const to = target?.startsWith(SRC) ? rankOf(target) : undefined;
      if (from === undefined || to === undefined || to >= from) return [];
      return [`${rel(file)} (${LAYERS[from]?.layer}) imports ${spec} (${LAYERS[to]?.layer})`];
    }),
  );
  expect(upward).toEqual([]);
});

test('no import circle in server/src, type imports included', () => {
  const circles = importCircles(code).map((circle) => circle.map(rel).join(' ~ '));
  expect(circles).toEqual([]);
});

// One way to the database: SQL lives in the domain folders (and db/), whose functions routes and
// pages call; a query written in a route or a page is a second way.
test('no route, plugin or page of server/src writes SQL', () => {
  const upper = code.filter((file) => {
    const rank = rankOf(file);
    return rank !== undefined && ['process', 'site', 'routes', 'plugins'].includes(LAYERS[rank]?.layer ?? '');
  });
  expect(upper.length).toBeGreaterThan(20);
  const withSql = upper
    .filter((file) => /\b(db|tx)\.(query|exec)\s*(<[^>]*>)?\s*\(/.test(readFileSync(file, 'utf8')))
    .map(rel);
  expect(withSql).toEqual([]);
});
