import type { RouteObject } from 'react-router-dom';
import { remoteApp, type RemoteName } from './apps';
import { publishedPagesProblems, type PageDefinition, type PublishedPages, type RemotePages } from './pages';

// What a remote promises the shell, checked in the remote's own tests so a team
// learns it broke the contract before it deploys (docs/decisions/001-runtime-remotes.md):
// - it exposes exactly the modules of its row in the apps table (apps.ts), and
//   each has the shape the shell reads (`./routes`: a `routes` array);
// - its routes are exactly the pages it publishes (its src/config/pages.ts) and its
//   redirects: the server answers 200 for those pages and 404 for any other (a
//   page its routes render but it does not publish would be a 404 for search
//   engines and for anyone loading it directly);
// - its published pages stay in its territory (the first path segments the apps
//   table gives it: the shell sends only those to it, and the server refuses a
//   page outside), and each has a title and a description in every language.

/**
 * The pages of routes as full paths ('' for the home page, no leading slash): an
 * index route, or a route with a path and no children; a route with children
 * (a layout, with or without a path) counts by its children's paths.
 */
function pathsOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path?.replace(/^\/+|\/+$/g, '');
    const path = own ? [parent, own].filter(Boolean).join('/') : parent;
    if (route.children?.length) return pathsOf(route.children, path);
    return route.index || own !== undefined ? [path] : [];
  });
}

/** The paths a page's pattern stands for in a remote's routes: itself, or each known slug in place of its parameter. */
function expansions(page: PageDefinition): string[] {
  const param = page.param;
  return param && 'slugs' in param ? param.slugs.map((slug) => page.pattern.replace(/:[^/]+/, slug)) : [page.pattern];
}

function isRoutesModule(value: unknown): value is { routes: RouteObject[] } {
  return (
    !!value && typeof value === 'object' && 'routes' in value && Array.isArray((value as { routes: unknown }).routes)
  );
}

/**
 * The broken promises of a remote, given the modules it exposes as they load
 * (keyed like its `exposes`: './routes'), its pages (src/config/pages.ts) and what its
 * build publishes of them. An empty list means the contract holds.
 */
export function contractProblems(
  name: RemoteName,
  exposed: Record<string, unknown>,
  pages: RemotePages,
  published: PublishedPages,
): string[] {
  const app = remoteApp(name);
  const problems: string[] = [];
  const expected = Object.keys(app.exposes).sort();
  const actual = Object.keys(exposed).sort();
  for (const key of expected) if (!actual.includes(key)) problems.push(`${name} does not expose ${key}`);
  for (const key of actual)
    if (!expected.includes(key)) problems.push(`${name} exposes ${key}, which the apps table does not list`);

  const routesModule = exposed['./routes'];
  if (expected.includes('./routes') && actual.includes('./routes')) {
    if (!isRoutesModule(routesModule)) {
      problems.push(`${name}'s ./routes has no \`routes\` array export`);
    } else {
      const paths = new Set(pathsOf(routesModule.routes));
      const redirects = Object.keys(pages.redirects ?? {}).map((from) => from.slice(1));
      for (const path of paths) {
        const known =
          redirects.includes(path) ||
          pages.pages.some((page) => page.pattern === path || expansions(page).includes(path));
        if (!known)
          problems.push(`${name} has a route /${path}, which its pages do not publish (the server answers it 404)`);
      }
      for (const page of pages.pages) {
        if (paths.has(page.pattern)) continue;
        for (const path of expansions(page))
          if (!paths.has(path)) problems.push(`${name} publishes /${path}, which none of its routes renders`);
      }
      for (const path of redirects)
        if (!paths.has(path)) problems.push(`${name} redirects /${path}, which none of its routes follows`);
    }
  }
  if (pages.remote !== name) problems.push(`${name}'s pages say they are ${pages.remote}'s`);
  problems.push(...publishedPagesProblems(published, app.paths));
  return problems;
}
