import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Reading the repository's sources for the tests that check its structure
// (no linter runs on TypeScript 7, so import rules are tests).

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A test, or test support (a `test/` folder). */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|[\\/])test[\\/]/.test(path.relative(REPO_ROOT, file));
}

/** The TypeScript files under a folder (absolute paths), tests included unless `tests: false`. */
export function sourceFiles(dir: string, { tests = true }: { tests?: boolean } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file, { tests });
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    return tests || !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

export interface ImportOf {
  /** What the file names: `react`, `./button`, `@freight/shared/core/constants`. */
  spec: string;
  /** `import type ...` / `export type ... from`: gone once compiled. */
  typeOnly: boolean;
}

/** Every module a file imports or re-exports, statically or dynamically. */
export function importsOf(file: string): ImportOf[] {
  const text = readFileSync(file, 'utf8');
  const pattern =
    /(?:^|[^\w.])(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|(?:^|[^\w.])import\s+'([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g;
  return [...text.matchAll(pattern)].map((match) => ({
    spec: match[2] ?? match[3] ?? match[4] ?? '',
    typeOnly: !!match[1],
  }));
}

/** The file's code without comments and string contents: what it runs, not what it says. */
export function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/.*$/gm, '');
}
