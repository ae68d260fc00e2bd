import { setupServer } from 'msw/node';

// For tests only: the mock API of the client's tests, one per test file.

/**
 * msw 3 asks for Node >= 22 and calls Promise.withResolvers and the Set
 * methods intersection/difference, which Node 20 lacks: without them every
 * intercepted fetch fails as a network error. Minimal versions, test-only.
 */
function polyfillForMsw() {
  if (!('withResolvers' in Promise)) {
    Object.defineProperty(Promise, 'withResolvers', {
      configurable: true,
      writable: true,
      value: function withResolvers<T>() {
        let resolve: (value: T | PromiseLike<T>) => void = () => {};
        let reject: (reason?: unknown) => void = () => {};
        const promise = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      },
    });
  }
  const setMethods: Record<string, (this: Set<unknown>, other: { has(value: unknown): boolean }) => Set<unknown>> = {
    intersection(other) {
      return new Set([...this].filter((value) => other.has(value)));
    },
    difference(other) {
      return new Set([...this].filter((value) => !other.has(value)));
    },
  };
  for (const [name, value] of Object.entries(setMethods)) {
    if (!(name in Set.prototype)) Object.defineProperty(Set.prototype, name, { configurable: true, writable: true, value });
  }
}

/** An MSW server started for the calling test file; unhandled requests fail the test. */
export function setupMockApi() {
  polyfillForMsw();
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
