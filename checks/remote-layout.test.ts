import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf, isTestFile, REPO_ROOT as root, sourceFiles } from '@freight/shared/test/source-files';

// Every remote is laid out alike (docs/remote-layout.md): a page, a feature or the
// i18n set-up is found in the same place in each.

const REMOTES = readdirSync(root).filter(
  (name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'rspack.config.ts')),
);
const SRC_ENTRIES = new Set([
  'app',
  'assets',
  'bootstrap.tsx',
  'components',
  'config',
  'exposes',
  'features',
  'hooks',
  'index.ts',
  'lib',
  'locales',
  'test',
]);
const FEATURE_FOLDERS = new Set(['api', 'components', 'fixtures', 'hooks', 'machines']);

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
/** The part of a path under the remote's `src/`: `features/jobs/format.ts`. */
const inSrc = (remote: string, file: string) =>
  path
    .relative(path.join(root, remote, 'src'), file)
    .split(path.sep)
    .join('/');
const featureOf = (where: string) => /^features\/([^/]+)\//.exec(where)?.[1];
const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const hasFiles = (dir: string): boolean =>
  readdirSync(dir).some((name) => {
    const entry = path.join(dir, name);
    return statSync(entry).isDirectory() ? hasFiles(entry) : true;
  });

function departures(remote: string): string[] {
  const src = path.join(root, remote, 'src');
  const found: string[] = [];
  if (!existsSync(path.join(src, 'config', 'i18n.ts'))) found.push(`${remote}: no src/config/i18n.ts`);
  if (!existsSync(path.join(src, 'config', 'pages.ts'))) found.push(`${remote}: no src/config/pages.ts`);
  for (const name of readdirSync(src)) {
    if (!SRC_ENTRIES.has(name)) found.push(`${remote}/src/${name}: not a place of the layout`);
  }
  const features = path.join(src, 'features');
  for (const feature of existsSync(features) ? readdirSync(features) : []) {
    for (const name of readdirSync(path.join(features, feature))) {
      const entry = path.join(features, feature, name);
      if (statSync(entry).isDirectory() && hasFiles(entry) && !FEATURE_FOLDERS.has(name))
        found.push(`${rel(entry)}: not a feature sub-folder`);
    }
  }
  for (const file of sourceFiles(src)) {
    const where = inSrc(remote, file);
    const inRoutes = where.startsWith('app/routes/');
    if (!inRoutes && !isTestFile(file)) {
      if (/-page\.tsx$/.test(where)) found.push(`${rel(file)}: a page outside src/app/routes`);
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/export\s+(?:function|const)\s+([A-Z]\w*Page)\b/g)) {
        found.push(`${rel(file)}: page ${name} outside src/app/routes`);
      }
    }
    // One name for a state machine: `<flow>.machine.ts` exporting `<flow>Machine`; no other file says "machine".
    const machine = /(?:^|\/)([a-z0-9-]+)\.machine(\.test)?\.tsx?$/.exec(where);
    if (!machine && /machine/i.test(path.basename(where)))
      found.push(`${rel(file)}: a machine file not named <flow>.machine.ts`);
    const exported = machine && !machine[2] ? `${camelCase(machine[1] ?? '')}Machine` : null;
    if (exported && !new RegExp(`export const ${exported}\\b`).test(readFileSync(file, 'utf8')))
      found.push(`${rel(file)}: does not export ${exported}`);
    const feature = featureOf(where);
    for (const { spec } of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = inSrc(remote, path.resolve(path.dirname(file), spec));
      const targetFeature = featureOf(target);
      if (feature && targetFeature && targetFeature !== feature)
        found.push(`${rel(file)} imports feature ${targetFeature}: ${spec}`);
      if (feature && !isTestFile(file) && /^(app|exposes)\//.test(target))
        found.push(`${rel(file)} imports ${target.split('/')[0]}/: ${spec}`);
      if (where.startsWith('exposes/') && !isTestFile(file) && targetFeature)
        found.push(`${rel(file)} imports a feature, not a page: ${spec}`);
    }
  }
  return found;
}

test('the remotes are found', () => {
  expect(REMOTES).toEqual(expect.arrayContaining(['mfe-blog', 'mfe-careers', 'mfe-marketing', 'mfe-quote']));
});

test.each(REMOTES)('%s keeps the layout of docs/remote-layout.md', (remote) => {
  expect(departures(remote)).toEqual([]);
});
