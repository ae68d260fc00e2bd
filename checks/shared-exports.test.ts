import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';
import { REACT_I18NEXT_EXPORTS, ROUTER_EXPORTS } from '../rspack/apps';

// react-router-dom is shared tree-shaken to the export list of rspack/apps.ts. An app importing anything else would get a second copy at run
// time, without the shell's context; react-i18next is provided cut to its list, so anything else would be missing: this test keeps the lists complete.
const APP_SOURCES = [
  'shell/src',
  'mfe-marketing/src',
  'mfe-quote/src',
  'mfe-careers/src',
  'mfe-blog/src',
  'mfe-staff/src',
  'shared/src',
];

function importsOf(pkg: string): Set<string> {
  const imported = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]+)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(path.join(root, dir), { tests: false })) {
      // The shell's server build shares the whole library, not tree-shaken
      // (docs/decisions/013-server-rendering.md, "Two builds per app").
      if (file.includes(`${path.sep}shell${path.sep}src${path.sep}server${path.sep}`)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const name of (match[2] ?? '').split(',')) {
          const clean = name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (clean && !name.trim().startsWith('type ')) imported.add(clean);
        }
      }
    }
  }
  return imported;
}

test.each([
  ['react-router-dom', ROUTER_EXPORTS],
  ['react-i18next', REACT_I18NEXT_EXPORTS],
])('every %s import of the apps is in its shared export list', (pkg, list) => {
  const imported = importsOf(pkg);
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((name) => !list.includes(name))).toEqual([]);
});
