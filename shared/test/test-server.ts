import { setupServer } from 'msw/node';

// For tests only: the mock API of the client's tests, one per test file.

/** An MSW server started for the calling test file; unhandled requests fail the test. */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
