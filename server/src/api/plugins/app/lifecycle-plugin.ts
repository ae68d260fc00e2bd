import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True from the moment the process was asked to stop (SIGTERM): /api/ready answers 503. */
  readonly draining: boolean;
  /** Starts the drain: requests are still served, each answer closes its connection. */
  drain(): void;
}

/**
 * The server's readiness to take new work (server/README.md, "Stopping: drain and grace"). While it drains,
 * every answer carries `Connection: close`, so a client's next request opens a new connection,
 * which the load balancer, told by /api/ready, sends to another instance.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    } satisfies Lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
