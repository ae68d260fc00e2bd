import path from 'node:path';
import { importCircles } from '@freight/shared/test/import-graph';
import { REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// No import circle in any package's sources, type imports included: a type lives in
// the file that produces it, so the file that uses it never has to be imported back.

const PACKAGES = ['shell', 'mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog', 'mfe-staff', 'shared', 'server'];
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

test.each(PACKAGES)('no import circle in the sources of %s', (name) => {
  const files = sourceFiles(path.join(root, name)).filter((file) => !file.includes(`${path.sep}dist${path.sep}`));
  expect(files.length).toBeGreaterThan(10);
  const circles = importCircles(files).map((circle) => circle.map(rel).join(' ~ '));
  expect(circles).toEqual([]);
});
