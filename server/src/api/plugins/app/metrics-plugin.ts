import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { oldestPendingAge, outboxCounts } from '../../outbox/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics server's address once listening (tests read the port), or null when off. */
    metricsAddress: () => AddressInfo | null;
  }
}

export interface MetricsPluginOptions {
  /** METRICS_PORT: Prometheus text at /metrics on this port (0: any free one); undefined: no metrics. */
  port?: number;
  /** METRICS_HOST: where the metrics server listens; never the public listener. */
  host?: string;
}

/** The form endpoints and the kind of request each stores. */
const SUBMISSION_ROUTES: Record<string, string> = {
  '/api/cotation': 'quote',
  '/api/other-quote': 'other-quote',
  '/api/contact': 'contact',
  '/api/condidature': 'application',
  '/api/candidature': 'application',
};

/**
 * Prometheus metrics (prom-client) on a port of their own, so that what an instance does (requests,
 * submissions, the outbox, server rendering, caches, the database pool) is never shown to visitors.
 * Counts are per process; the outbox figures are read from the database at each scrape.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { port, host = '127.0.0.1' }) => {
    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    if (port === undefined) return;

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const submissions = new Counter({
      name: 'freight_submissions_stored_total',
      help: 'Requests stored (201), by kind',
      labelNames: ['kind'],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL (ids and queries would make a series each).
      const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'not-found' : 'site-page');
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      const kind = SUBMISSION_ROUTES[route];
      if (kind && request.method === 'POST' && reply.statusCode === 201) submissions.inc({ kind });
    });

    new Gauge({
      name: 'freight_outbox_messages',
      help: 'E-mails in the outbox, by status',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        for (const [status, count] of Object.entries(await outboxCounts(app.db))) this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'freight_outbox_oldest_pending_seconds',
      help: 'Age of the oldest e-mail not yet sent (0: none)',
      registers: [registry],
      async collect() {
        this.set(await oldestPendingAge(app.db));
      },
    });
    new Gauge({
      name: 'freight_server_renders',
      help: 'Pages rendered on the server since start, and pages sent from the page cache',
      labelNames: ['outcome'],
      registers: [registry],
      collect() {
        const stats = app.rendering?.stats;
        this.set({ outcome: 'rendered' }, stats?.rendered ?? 0);
        this.set({ outcome: 'cache-hit' }, stats?.cacheHits ?? 0);
      },
    });
    new Gauge({
      name: 'freight_server_render_fallbacks',
      help: "Pages sent without a remote's server-rendered part since start, by remote and reason",
      labelNames: ['remote', 'reason'],
      registers: [registry],
      collect() {
        for (const [remote, reasons] of Object.entries(app.rendering?.stats.fallbacks ?? {}))
          for (const [reason, count] of Object.entries(reasons)) this.set({ remote, reason }, count);
      },
    });
    new Gauge({
      name: 'freight_api_cache_answers',
      help: 'Public GET answers since start, from memory (hit) or loaded (miss)',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        this.set({ result: 'hit' }, app.responseCache.stats.hits);
        this.set({ result: 'miss' }, app.responseCache.stats.misses);
      },
    });
    new Gauge({
      name: 'freight_db_pool_connections',
      help: "PostgreSQL pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = app.db.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

    const metricsServer = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: could not collect');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect the metrics\n');
        },
      );
    });
    server = metricsServer;
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          metricsServer.once('error', reject);
          metricsServer.listen(port, host, () => resolve());
        }),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
  },
  { name: 'metrics', dependencies: ['db', 'response-cache'] },
);
