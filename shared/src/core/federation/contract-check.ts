import type { RouteObject } from 'react-router-dom';
import { remoteApp, ROUTE_PARAMS, type RemoteName } from './apps';

// What a remote promises the shell, checked in the remote's own tests so a team
// learns it broke the contract before it deploys (docs/decisions/001-runtime-remotes.md):
// - it exposes exactly the modules of its row in the apps table (apps.ts), and
//   each has the shape the shell reads (`./routes`: a `routes` array);
// - its routes are exactly the route patterns the table gives it: the shell sends
//   their first segment to it, and the server answers 200 for those pages and 404
//   for any other (a remote that renamed /blog to /articles would have its page
//   answered "Page not found", and a page the table does not know would be a 404
//   for search engines and for anyone loading it directly).

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

/** The paths a table pattern stands for in a remote's routes: itself, or each known slug in place of its parameter. */
function expansions(pattern: string): string[] {
  const param = ROUTE_PARAMS[pattern];
  return param && 'slugs' in param ? param.slugs.map((slug) => pattern.replace(/:[^/]+/, slug)) : [pattern];
}

function isRoutesModule(value: unknown): value is { routes: RouteObject[] } {
  return (
    !!value && typeof value === 'object' && 'routes' in value && Array.isArray((value as { routes: unknown }).routes)
  );
}

/**
 * The broken promises of a remote, given the modules it exposes as they load
 * (keyed like its `exposes`: './routes'). An empty list means the contract holds.
 */
export function contractProblems(name: RemoteName, exposed: Record<string, unknown>): string[] {
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
      for (const path of paths) {
        const known = app.routes.some((pattern) => pattern === path || expansions(pattern).includes(path));
        if (!known)
          problems.push(
            `${name} has a route /${path}, which the apps table does not give it (the server answers it 404)`,
          );
      }
      for (const pattern of app.routes) {
        if (paths.has(pattern)) continue;
        for (const path of expansions(pattern)) {
          if (!paths.has(path)) problems.push(`the apps table gives /${path} to ${name}, which has no route for it`);
        }
      }
    }
  }
  return problems;
}
