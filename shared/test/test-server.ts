import { File as NodeFile } from 'node:buffer';
import { setupServer } from 'msw/node';

// For tests only: the mock API of the client's tests, one per test file.

/**
 * Node 24's fetch builds the files of a multipart body with the global `File` while
 * `request.formData()` parses it, then checks them against its own `File`. Under jsdom the
 * global is jsdom's, so a handler reading a form with a file (an application's CV) fails an
 * assertion. While a request's form is parsed, Node's `File` is the global; the handler gets
 * Node's files, as the API does.
 */
function parseFormsWithNodeFile(): () => void {
  const original = Request.prototype.formData;
  Request.prototype.formData = async function formData(this: Request) {
    const pageFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return await original.call(this);
    } finally {
      globalThis.File = pageFile;
    }
  };
  return () => {
    Request.prototype.formData = original;
  };
}

/** An MSW server started for the calling test file; unhandled requests fail the test. */
export function setupMockApi() {
  const server = setupServer();
  let restoreFormData = () => {};
  beforeAll(() => {
    restoreFormData = parseFormsWithNodeFile();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    restoreFormData();
  });
  return server;
}
