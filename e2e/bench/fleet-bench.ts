// Through the load balancer (deploy/haproxy.cfg, as the fleet test runs it) beside one instance, in one
// run: GET /en/blog (a server-rendered page) and GET /api/jobs?page=1 (a cached API answer) with one
// instance reached directly, one instance behind HAProxy, and three behind it, then POST /api/cotation's
// latency the same three ways. Own PostgreSQL (initdb) and Redis, on ports 8620-8699. On a 2-core machine
// the instances share the cores the load generator uses: the ratios say what the balancer costs, not how
// the site scales. Run by `npm run bench` after the build (tsx e2e/bench/fleet-bench.ts).
import { createRequire } from 'node:module';
import { quoteBody } from '../../server/test/support/quote-fixtures';
import { Instance, postgresBin, TestHaproxy, TestPostgres, TestRedis } from '../fleet/support/components';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 8);
const CONNECTIONS = 20;
const PORTS = { instances: [8621, 8622, 8623], postgres: 8630, redis: 8631, one: 8691, three: 8692 };

const bin = postgresBin();
if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: apt-get install postgresql');

const postgres = new TestPostgres(PORTS.postgres, bin);
const redis = new TestRedis(PORTS.redis);
const env = (database: string) => ({
  DATABASE_URL: postgres.url(database),
  REDIS_URL: redis.url,
  // The load generator is one address: the per-address limits would measure 429s.
  RATE_LIMIT_API_PER_MIN: '1000000',
  RATE_LIMIT_FORMS_PER_MIN: '1000000',
  SPAM_MIN_FILL_MS: '0',
});
const instances = PORTS.instances.map((port, i) => new Instance(`bench${i + 1}`, port, env('fleet')));
const one = new TestHaproxy(PORTS.one, [PORTS.instances[0]!, PORTS.instances[0]!, PORTS.instances[0]!]);
const three = new TestHaproxy(PORTS.three, PORTS.instances);

const quote = JSON.stringify({ ...quoteBody(), language: 'fr' });
const ENDPOINTS = [
  { name: 'GET /en/blog', path: '/en/blog', options: {} },
  { name: 'GET /api/jobs?page=1', path: '/api/jobs?page=1', options: {} },
  {
    name: 'POST /api/cotation',
    path: '/api/cotation',
    // A form is sent by one visitor at a time: fewer connections, each request a new quote.
    options: { method: 'POST', body: quote, headers: { 'content-type': 'application/json' }, connections: 4 },
  },
];
const TARGETS = [
  { label: '1 instance, direct', origin: instances[0]!.origin },
  { label: '1 instance, HAProxy', origin: one.origin },
  { label: '3 instances, HAProxy', origin: three.origin },
];

async function main() {
  postgres.init();
  postgres.start();
  postgres.sql('CREATE DATABASE fleet', 'postgres');
  await redis.start();
  // One instance first, so the migrations run once.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));
  await one.start();
  await three.start();
  const rows: string[] = [];
  for (const endpoint of ENDPOINTS) {
    for (const target of TARGETS) {
      const url = `${target.origin}${endpoint.path}`;
      await autocannon({ url, connections: CONNECTIONS, duration: 2, ...endpoint.options });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...endpoint.options });
      rows.push(
        [
          endpoint.name.padEnd(22),
          target.label.padEnd(22),
          `${Math.round(result.requests.average)} req/s`.padStart(12),
          `p50 ${result.latency.p50} ms`.padStart(12),
          `p99 ${result.latency.p99} ms`.padStart(12),
          `non-2xx ${result.non2xx}`,
          `errors ${result.errors + result.timeouts}`,
        ].join('  '),
      );
      console.log(rows.at(-1));
    }
  }
  console.log(`\nFleet bench (${SECONDS} s each, ${CONNECTIONS} connections for GETs, 4 for the POST), one run:`);
  for (const row of rows) console.log(row);
}

try {
  await main();
} finally {
  await one.stop();
  await three.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const instance of instances) instance.remove();
  await redis.stop();
  postgres.remove();
}
