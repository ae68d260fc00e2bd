import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT as root } from '@freight/shared/test/source-files';

// docs/decisions/README.md is the index of the ADRs: one row per record, with
// the record's own number, title and status, so the index cannot fall behind.

const DIR = path.join(root, 'docs', 'decisions');
const RECORD = /^\d{3}-[a-z0-9-]+\.md$/;
const records = readdirSync(DIR)
  .filter((name) => RECORD.test(name))
  .sort();

/** `| 026 | [Title](026-file.md) | accepted |` for a record, from its heading and Status line. */
function rowOf(file: string): string {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  const heading = /^# (\d{3}) — (.+)$/m.exec(text);
  const status = /^Status: (.+)$/m.exec(text);
  if (!heading || !status) return `${file}: no "# NNN — title" heading or "Status:" line`;
  return `| ${heading[1]} | [${heading[2]}](${file}) | ${status[1]} |`;
}

test('the records are found, each numbered as its file', () => {
  expect(records.length).toBeGreaterThan(20);
  for (const file of records) expect(rowOf(file).startsWith(`| ${file.slice(0, 3)} |`), file).toBe(true);
});

test("the index lists every record once, in order, with the record's title and status", () => {
  const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
  const rows = index.split('\n').filter((line) => /^\| \d{3} \|/.test(line));
  expect(rows).toEqual(records.map(rowOf));
});

test('the template has the sections every record has', () => {
  const template = readFileSync(path.join(DIR, 'template.md'), 'utf8');
  for (const part of [/^Date: /m, /^Status: /m, /^## Context$/m, /^## Decision$/m, /^## Consequences$/m])
    expect(template).toMatch(part);
});
