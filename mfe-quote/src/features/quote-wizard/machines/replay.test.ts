import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventLogSchema } from './recorder';
import { replayEventLog } from './replay';

// QA replay: every recorded event log in ../fixtures plays against the
// machine, with the submissions answering as the log says.

const FIXTURES = path.resolve(__dirname, '../fixtures');
const files = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .sort();

afterEach(() => sessionStorage.clear());

test('the fixtures folder holds event logs', () => {
  expect(files.length).toBeGreaterThanOrEqual(8);
});

test.each(files)('%s replays to its expected state', async (file) => {
  const log = eventLogSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')));
  const result = await replayEventLog(log, sessionStorage);
  expect({ state: result.state, context: result.context }).toMatchObject(log.expected);
  // Every scripted answer was asked for: no submission more, none fewer.
  expect(result.unusedResults).toEqual([]);
  expect(result.submissions).toHaveLength(log.submit.length);
});

test('a retry sends the very same submission again', async () => {
  const log = eventLogSchema.parse(
    JSON.parse(readFileSync(path.join(FIXTURES, 'quote-network-failure-then-retry.json'), 'utf8')),
  );
  const { submissions } = await replayEventLog(log, sessionStorage);
  expect(submissions).toHaveLength(2);
  expect(submissions[1]).toEqual(submissions[0]);
});
