import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_EXPORTS } from '../../rspack.apps';

// react-router-dom is shared tree-shaken to ROUTER_EXPORTS (rspack.apps.ts). An app
// importing anything else would get a second router at run time, without the
// shell's context: this test keeps the list complete.
const root = path.resolve(__dirname, '../..');
const APP_SOURCES = ['shell/src', 'mfe-marketing/src', 'mfe-quote/src', 'mfe-careers/src', 'mfe-blog/src', 'shared/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

test('every react-router-dom import of the apps is in the shared export list', () => {
  const imported = new Set<string>();
  for (const dir of APP_SOURCES) {
    for (const file of sources(path.join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router-dom'/g)) {
        if (match[1]) continue;
        for (const name of (match[2] ?? '').split(',')) {
          const clean = name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (clean && !name.trim().startsWith('type ')) imported.add(clean);
        }
      }
    }
  }
  expect(imported.size).toBeGreaterThan(5);
  expect([...imported].filter((name) => !ROUTER_EXPORTS.includes(name))).toEqual([]);
});
