// The Node the project runs on (docs/decisions/010-node-lts.md): the major of `.nvmrc`, which
// `npm ci` installs into node_modules/.bin (the pinned node-linux-* package). npm scripts put that
// folder first on PATH, so `node` and every `#!/usr/bin/env node` tool (tsx, rspack, vitest,
// playwright) run on it. What is started outside npm scripts is checked here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The major version of `.nvmrc` (24). */
export const REQUIRED_NODE_MAJOR = Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());

/** Why this process's Node is too old for the project, or undefined when it is not. */
export function oldNodeMessage(versions = process.versions, execPath = process.execPath) {
  if (Number(versions.node.split('.')[0]) >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `This project runs on Node ${REQUIRED_NODE_MAJOR} (.nvmrc); this is Node ${versions.node} (${execPath}). ` +
    `Run it through npm (npm start, npm run dev, npm run build, npm test…): after \`npm ci\`, npm scripts find ` +
    `Node ${REQUIRED_NODE_MAJOR} in node_modules/.bin. Elsewhere, install Node ${REQUIRED_NODE_MAJOR} (nvm use).`
  );
}

/** Stops a script started by a Node older than the project's, with the way to run it. */
export function requireProjectNode() {
  const message = oldNodeMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

/**
 * The environment of a child process: the folder of this process's Node first on PATH, so a
 * `#!/usr/bin/env node` tool it starts (tsx, rspack, lighthouse) runs on the same Node, also when
 * the script was started outside npm with the machine's PATH.
 */
export function childEnv(env = process.env) {
  return { ...env, PATH: [path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter) };
}

// `npm run node:check` (.ci/run): which Node npm scripts run on, or why it is too old.
if (import.meta.url === `file://${process.argv[1]}`) {
  requireProjectNode();
  console.log(`npm scripts run on Node ${process.versions.node} (${process.execPath})`);
}
