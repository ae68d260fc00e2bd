import { createInterface } from 'node:readline/promises';
import { migrate } from '../src/api/db/migrate';
import { databaseOptionsOf, openDatabase } from '../src/api/db/open-database';
import { readEnv } from '../src/env';
import { adminInputProblem, createAdmin } from '../src/api/staff/create-admin';

// npm run staff:create-admin: STAFF_ADMIN_EMAIL, STAFF_ADMIN_NAME and
// STAFF_ADMIN_PASSWORD, or asked on a terminal (the password not echoed).
// On DATABASE_URL's PostgreSQL, else on the PGlite of DATA_DIR.

/** Reads a line without echoing it (raw mode), for the password. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo off before the prompt shows: what is typed the moment it appears is not displayed either.
  stdin.setRawMode(true);
  stdout.write(question);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function ask(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await lines.question(question)).trim();
  } finally {
    lines.close();
  }
}

async function main(): Promise<number> {
  const env = readEnv();
  const interactive = process.stdin.isTTY === true;
  const missing = (value: string | undefined) => value === undefined || value === '';
  if (!interactive && [env.STAFF_ADMIN_EMAIL, env.STAFF_ADMIN_NAME, env.STAFF_ADMIN_PASSWORD].some(missing)) {
    console.error('Set STAFF_ADMIN_EMAIL, STAFF_ADMIN_NAME and STAFF_ADMIN_PASSWORD, or run it on a terminal.');
    return 1;
  }
  const email = env.STAFF_ADMIN_EMAIL ?? (await ask('E-mail: '));
  const name = env.STAFF_ADMIN_NAME ?? (await ask('Name: '));
  let password = env.STAFF_ADMIN_PASSWORD;
  if (password === undefined) {
    password = await askHidden('Password (12 characters or more): ');
    if ((await askHidden('Same password again: ')) !== password) {
      console.error('The two passwords differ.');
      return 1;
    }
  }
  const problem = adminInputProblem({ email, name, password });
  if (problem) {
    console.error(`Not created: ${problem}.`);
    return 1;
  }
  const { db } = await openDatabase(databaseOptionsOf(env));
  try {
    await migrate(db);
    const result = await createAdmin(db, { email, name, password });
    if (result.status === 'exists') {
      console.error(`Not created: an account already has the e-mail ${email}.`);
      return 1;
    }
    console.log(`Admin ${email} created (account ${result.id}) on ${db.kind}.`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
