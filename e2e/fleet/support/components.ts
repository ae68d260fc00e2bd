import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real components the fleet test starts on ports of its own (8600-8699): a PostgreSQL server
// (initdb in a temporary folder, pg_ctl), a redis-server, HAProxy with deploy/haproxy.cfg, and API
// instances run by the production command (node server/dist/server.mjs).

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_BUNDLE = path.join(ROOT, 'server', 'dist', 'server.mjs');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until check() is true (polling every 100 ms). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The folder of Debian's PostgreSQL binaries (the newest major installed), or undefined. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => path.join(base, major, 'bin')).find((bin) => existsSync(path.join(bin, 'pg_ctl')));
}

export const hasCommand = (command: string, args = ['-v']) => spawnSync(command, args).status === 0;

/**
 * A PostgreSQL server of the test's own. PostgreSQL refuses to run as root: as root, its folder belongs
 * to the `postgres` account and the commands run as that account.
 */
export class TestPostgres {
  readonly dir: string;
  private readonly asUser: { uid: number; gid: number } | undefined;

  constructor(
    readonly port: number,
    private readonly bin: string,
  ) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'fleet-pg-'));
    const account = process.getuid?.() === 0 ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
    if (account && account.status === 0) {
      const uid = Number(account.stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      this.asUser = { uid, gid };
      chownSync(this.dir, uid, gid);
    }
    chmodSync(this.dir, 0o700);
  }

  url(database = 'fleet') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  run(tool: string, args: string[], input?: string) {
    const result = spawnSync(path.join(this.bin, tool), args, {
      ...this.asUser,
      cwd: this.dir,
      encoding: 'utf8',
      input,
      maxBuffer: 512 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
    return result.stdout;
  }

  init() {
    this.run('initdb', [
      '-D',
      path.join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    this.run('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  stop() {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** psql's -At output of one statement on `database`. */
  sql(statement: string, database = 'fleet') {
    return this.run('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(this.port),
      '-U',
      'postgres',
      '-d',
      database,
      '-At',
      '-c',
      statement,
    ]).trim();
  }

  remove() {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A redis-server of the test's own, without persistence. */
export class TestRedis {
  private process: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until(
      () => spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
      'redis-server',
    );
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
}

/** HAProxy running deploy/haproxy.cfg, its addresses given through the environment as in production. */
export class TestHaproxy {
  private process: ChildProcess | undefined;
  log = '';
  constructor(
    readonly port: number,
    private readonly instancePorts: number[],
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const env: Record<string, string> = { ...process.env, LB_BIND: `127.0.0.1:${this.port}` } as Record<string, string>;
    this.instancePorts.forEach((port, index) => {
      env[`APP${index + 1}`] = `127.0.0.1:${port}`;
    });
    this.process = spawn('haproxy', ['-W', '-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.process.stdout?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    this.process.stderr?.on('data', (chunk: Buffer) => {
      this.log += chunk.toString();
    });
    await until(
      async () => (await fetch(`${this.origin}/api/health`).catch(() => undefined))?.status === 200,
      'haproxy',
    );
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
}

/** One API instance: the production command on a port of its own. */
export class Instance {
  private process: ChildProcess | undefined;
  /** Every exit seen: code or signal, and whether the test asked for it. */
  readonly exits: { code: number | null; signal: NodeJS.Signals | null; asked: boolean }[] = [];
  private asked = false;
  output = '';
  readonly dataDir: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    // Each instance a folder of its own, as on separate machines: nothing on one's disk is seen by another.
    this.dataDir = mkdtempSync(path.join(tmpdir(), `fleet-${name}-data-`));
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return !!this.process && this.process.exitCode === null && this.process.signalCode === null;
  }

  async start(env: Record<string, string> = {}) {
    this.asked = false;
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        DATA_DIR: this.dataDir,
        ...this.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => this.exits.push({ code, signal, asked: this.asked }));
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited at start:\n${this.output}`);
        return (await fetch(`${this.origin}/api/ready`).catch(() => undefined))?.status === 200;
      },
      `${this.name} ready`,
      60_000,
    );
  }

  /** Sends `signal` and resolves once the process has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.process;
    if (!child || !this.running) return;
    this.asked = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Exits the test did not ask for (a crash). */
  get unexpectedExits() {
    return this.exits.filter((exit) => !exit.asked);
  }

  remove() {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
