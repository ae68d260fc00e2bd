// Where the time of one request of the inbox bench goes (docs/decisions/036): each route's own hooks
// note reply.elapsedTime (counted from before the first onRequest hook) as the request passes each
// phase of Fastify's lifecycle. Installed before the routes exist (onRoute), noting only while asked.
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';

const PHASES = ['preValidation', 'preHandler', 'preSerialization', 'onSend'] as const;
type Phase = (typeof PHASES)[number];

/** Median ms of each step of one path's requests. */
export interface PhaseBreakdown {
  path: string;
  /** onRequest hooks and parsing: the staff gate (session lookup, access check) for a staff route. */
  gate: number;
  /** The route's query schema. */
  validation: number;
  /** The handler: its statements and the shaping of their rows. */
  handler: number;
  /** JSON.stringify of the answer. */
  serialization: number;
  /** Everything up to onSend: what the request cost the server before its body is written. */
  total: number;
}

type Marks = Partial<Record<Phase, number>>;

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export function installPhaseMarks(app: FastifyInstance) {
  let recording = false;
  const marks = new WeakMap<FastifyReply, Marks>();
  const done: { url: string; marks: Marks }[] = [];
  const note = (phase: Phase) => async (request: { url: string }, reply: FastifyReply) => {
    if (!recording) return;
    const own = marks.get(reply) ?? {};
    own[phase] = reply.elapsedTime;
    marks.set(reply, own);
    if (phase === 'onSend') done.push({ url: request.url, marks: own });
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const phase of PHASES) {
      const hooks = asArray(route[phase] as unknown);
      (route as unknown as Record<Phase, unknown>)[phase] = [...hooks, note(phase)];
    }
  });

  /** `rounds` requests of each path (in turn), and the median of each step. */
  return async function breakdown(paths: string[], cookie: string, rounds: number): Promise<PhaseBreakdown[]> {
    recording = true;
    done.length = 0;
    try {
      for (let round = 0; round < rounds; round++)
        for (const url of paths) await app.inject({ method: 'GET', url, headers: { cookie } });
    } finally {
      recording = false;
    }
    return paths.map((path) => {
      const runs = done.filter((run) => run.url === path).map((run) => run.marks);
      const median = (of: (m: Marks) => number) => {
        const sorted = runs.map(of).sort((a, b) => a - b);
        return Number((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN).toFixed(3));
      };
      const at = (m: Marks, phase: Phase) => m[phase] ?? Number.NaN;
      return {
        path,
        gate: median((m) => at(m, 'preValidation')),
        validation: median((m) => at(m, 'preHandler') - at(m, 'preValidation')),
        handler: median((m) => at(m, 'preSerialization') - at(m, 'preHandler')),
        serialization: median((m) => at(m, 'onSend') - at(m, 'preSerialization')),
        total: median((m) => at(m, 'onSend')),
      };
    });
  };
}
