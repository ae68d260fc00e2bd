import type { RouteObject } from 'react-router-dom';
import { remoteApp, type RemoteName } from './apps';

// What a remote promises the shell, checked in the remote's own tests so a team
// learns it broke the contract before it deploys (docs/decisions/001-runtime-remotes.md):
// - it exposes exactly the modules of its row in the apps table (apps.ts), and
//   each has the shape the shell reads (`./routes`: a `routes` array);
// - its routes live under the path segments the table gives it, and each of
//   those segments has a route (the shell sends /blog to mfe_blog: a remote that
//   renamed its route to /articles would answer /blog with "Page not found").

/** First path segment of a route ('' for the index route), or null for a pathless layout route. */
function firstSegment(route: RouteObject): string | null {
  if (route.index) return '';
  if (route.path === undefined) return null;
  return route.path.replace(/^\//, '').split('/')[0] ?? '';
}

function segmentsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const own = firstSegment(route);
    if (own !== null) return [own];
    return segmentsOf(route.children ?? []);
  });
}

function isRoutesModule(value: unknown): value is { routes: RouteObject[] } {
  return !!value && typeof value === 'object' && 'routes' in value && Array.isArray((value as { routes: unknown }).routes);
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
  for (const key of actual) if (!expected.includes(key)) problems.push(`${name} exposes ${key}, which the apps table does not list`);

  const routesModule = exposed['./routes'];
  if (expected.includes('./routes') && actual.includes('./routes')) {
    if (!isRoutesModule(routesModule)) {
      problems.push(`${name}'s ./routes has no \`routes\` array export`);
    } else {
      const segments = new Set(segmentsOf(routesModule.routes));
      for (const segment of segments) {
        if (!app.paths.includes(segment)) problems.push(`${name} has a route under /${segment}, which the shell sends to another remote or to its 404`);
      }
      for (const segment of app.paths) {
        if (!segments.has(segment)) problems.push(`the shell sends /${segment} to ${name}, which has no route for it`);
      }
    }
  }
  return problems;
}
