import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrivateRemote, remoteApp } from '@freight/shared/core/federation/apps';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import { matchRoute, type PageCatalog, staticPaths } from '@freight/shared/core/federation/site-paths';
import { siteCatalog } from '@freight/shared/test/site-catalog';
import { REPO_ROOT as root } from '@freight/shared/test/source-files';
import { REDIRECTS, ROUTES } from '../e2e/tests/support/routes';

// One source for the route list: the apps table's territories and the pages each remote
// publishes (its src/config/pages.ts). docs/routes.md's route table and the journeys' route list
// (e2e/tests/support/routes.ts) are checked against it, so neither drifts from the site.

let catalog: PageCatalog;
beforeAll(async () => {
  catalog = await siteCatalog();
});

/** The rows the route table must have: every address and what answers it (the remote's folder). */
function expectedRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const page of catalog.pages) {
    const folder = remoteApp(page.remote).folder;
    if (isPrivateRemote(page.remote)) rows.set(`/${page.pattern.replace(/\*$/, '...')}`, folder);
    else rows.set(`/${page.path ?? page.pattern}`, folder);
  }
  for (const from of catalog.redirects.keys()) rows.set(from, remoteApp(remoteForPath(from)!).folder);
  return rows;
}

/** docs/routes.md's route table: each path in its first column, and the app in its second. */
function documentedRows(): Map<string, string> {
  const text = readFileSync(path.join(root, 'docs', 'routes.md'), 'utf8');
  const table = text.slice(text.indexOf('## Route table'), text.indexOf('\n## ', text.indexOf('## Route table') + 1));
  const rows = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`')) continue;
    for (const [, address] of cells[1].matchAll(/`([^`]+)`/g)) rows.set(address!, cells[2]!);
  }
  return rows;
}

test("docs/routes.md's route table is the remotes' published pages and redirects, each with its app", () => {
  expect(Object.fromEntries([...documentedRows()].sort())).toEqual(Object.fromEntries([...expectedRows()].sort()));
});

test("the journeys' route list is every public page and redirect, with records by example", () => {
  const pages = staticPaths(catalog);
  const redirects = [...catalog.redirects.keys()];
  expect([...ROUTES].filter((route) => !matchRoute(route, catalog)?.record).sort()).toEqual(
    [...pages, ...redirects].sort(),
  );
  expect(REDIRECTS).toEqual(Object.fromEntries(catalog.redirects));
});
