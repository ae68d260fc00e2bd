import fc from 'fast-check';
import { groupsOf, type Field } from './schema-fields';
import { hostileValue, oddText, PROTOTYPE_KEYS, RawJson, wrongType } from './hostile-values';

// A JSON form body as a hostile client sends it: the valid body of the site
// with a few fields broken, removed or added, sometimes a broken whole, and
// sometimes broken bytes or headers around it.

export type Mutation =
  | { op: 'set'; path: string[]; value: unknown }
  | { op: 'delete'; path: string[] }
  | { op: 'add'; path: string[]; key: string; value: unknown }
  | { op: 'whole'; value: unknown };

export function mutationOf(fields: Field[]): fc.Arbitrary<Mutation> {
  const groups = groupsOf(fields);
  const containers = [[], ...groups];
  const wholeGroups: fc.WeightedArbitrary<Mutation>[] = groups.length
    ? [
        {
          weight: 1,
          arbitrary: fc
            .record({ path: fc.constantFrom(...groups), value: wrongType })
            .map(({ path, value }): Mutation => ({ op: 'set', path, value })),
        },
      ]
    : [];
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...fields)
        .chain((field) => hostileValue(field).map((value): Mutation => ({ op: 'set', path: field.path, value }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...fields, ...groups.map((path) => ({ path })))
        .map(({ path }): Mutation => ({ op: 'delete', path })),
    },
    ...wholeGroups,
    {
      weight: 2,
      arbitrary: fc
        .record({
          path: fc.constantFrom(...containers),
          key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), oddText),
          value: fc.oneof(wrongType, oddText),
        })
        .map(({ path, key, value }): Mutation => ({ op: 'add', path, key, value })),
    },
    { weight: 1, arbitrary: fc.oneof(wrongType, oddText).map((value): Mutation => ({ op: 'whole', value })) },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

/** An own property, even for `__proto__` (plain assignment would set the prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The object at `path`, created (or replacing what is not an object) on the way. */
function containerAt(root: Record<string, unknown>, path: string[]): Record<string, unknown> {
  let target = root;
  for (const key of path) {
    const next = Object.hasOwn(target, key) ? target[key] : undefined;
    if (!isRecord(next)) put(target, key, {});
    target = target[key] as Record<string, unknown>;
  }
  return target;
}

/**
 * A fresh copy of a generated value (RawJson fragments kept as they are): the generators hand out
 * the same constant objects (`{ a: 1 }`) to every run, and a later mutation adding into one would
 * change it for all the runs after, down to a cycle.
 */
function fresh(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fresh);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) put(copy, key, fresh(item));
  return copy;
}

export function applyMutations(base: unknown, mutations: Mutation[]): unknown {
  let body: unknown = structuredClone(base);
  for (const { ...mutation } of mutations) {
    if (mutation.op !== 'delete') mutation.value = fresh(mutation.value);
    if (mutation.op === 'whole') {
      body = mutation.value;
      continue;
    }
    if (!isRecord(body)) body = {};
    const root = body as Record<string, unknown>;
    if (mutation.op === 'add') {
      put(containerAt(root, mutation.path), mutation.key, mutation.value);
      continue;
    }
    const last = mutation.path.at(-1) ?? '';
    const parent = containerAt(root, mutation.path.slice(0, -1));
    if (mutation.op === 'set') put(parent, last, mutation.value);
    else delete parent[last];
  }
  return body;
}

/** JSON text of `body`, RawJson fragments written as they are. */
export function serialize(body: unknown): string {
  const raws: string[] = [];
  const text =
    JSON.stringify(body, (_key, value: unknown) => {
      if (!(value instanceof RawJson)) return value;
      raws.push(value.text);
      return `@@raw${raws.length - 1}@@`;
    }) ?? 'undefined';
  return raws.reduce((result, raw, index) => result.replace(`"@@raw${index}@@"`, () => raw), text);
}

/** What is done to the bytes on the wire, after the body is written. */
export type WireDamage = 'none' | 'truncate' | 'bom' | 'trailing' | 'invalid-utf8' | 'two-documents';

export const wireDamage: fc.Arbitrary<WireDamage> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<WireDamage>('none') },
  { weight: 1, arbitrary: fc.constantFrom<WireDamage>('truncate', 'bom', 'trailing', 'invalid-utf8', 'two-documents') },
);

export function damage(text: string, how: WireDamage, at: number): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  switch (how) {
    case 'truncate':
      return bytes.subarray(0, Math.floor(at * bytes.length));
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    case 'trailing':
      return Buffer.concat([bytes, Buffer.from(' }x')]);
    case 'invalid-utf8': {
      // Inside the first string value: a lead byte with nothing after it.
      const quote = bytes.indexOf('":"');
      const index = quote < 0 ? Math.floor(at * bytes.length) : quote + 3;
      return Buffer.concat([bytes.subarray(0, index), Buffer.from([0xc3, 0x28, 0xff]), bytes.subarray(index)]);
    }
    case 'two-documents':
      return Buffer.concat([bytes, bytes]);
    default:
      return bytes;
  }
}

export const jsonContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/merge-patch+json',
      undefined,
    ),
  },
);

/** Idempotency keys from a small set, so replays and conflicts happen; and their length edges. */
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'k'.repeat(200), 'k'.repeat(201), 'clé-ü') },
);
