import path from 'node:path';
import { REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// The server renderer imports web in Node: no module may touch window, document
// or storage while it loads (only inside functions the browser calls).
const WEB = path.join(root, 'shared', 'src', 'web');
const modules = sourceFiles(WEB, { tests: false }).map((file) => path.relative(WEB, file));

test('there is no browser here', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(modules.length).toBeGreaterThan(40);
});

test.each(modules)('web/%s loads in Node', async (module) => {
  const loaded: Record<string, unknown> = await import(/* @vite-ignore */ path.join(WEB, module));
  expect(Object.keys(loaded).length).toBeGreaterThan(0);
});
