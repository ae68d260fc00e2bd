import type { FastifyInstance } from 'fastify';

// Fastify answers 404 for a known path asked with another method; HTTP says
// 405 with the methods the path does accept (RFC 9110, 15.5.6). Known here:
// the API's own routes, collected as they are added.

/** `/api/blog/article/:id` -> a regular expression matching its paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Collects the methods of every /api route added from now on. Returns the
 * lookup: the methods a path accepts (empty when no API route has it).
 */
export function trackAllowedMethods(app: FastifyInstance): (pathname: string) => string[] {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  return (pathname) => {
    const methods = new Set<string>();
    for (const { pattern, methods: accepted } of routes.values()) {
      if (pattern.test(pathname)) for (const method of accepted) methods.add(method);
    }
    return [...methods].sort();
  };
}
