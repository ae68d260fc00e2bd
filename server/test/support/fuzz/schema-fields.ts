import type { z } from 'zod';

// The fields of a form, read from its zod schema (the one the browser and
// the API validate with), so the fuzz suite follows the schemas as they
// change: every leaf with its path, its kind and its limits.

export type FieldKind =
  | { kind: 'text'; maxLength: number | undefined }
  | { kind: 'choice'; options: string[] }
  | { kind: 'number'; min: number | undefined; max: number | undefined; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: unknown[] }
  | { kind: 'list'; item: FieldKind; maxLength: number | undefined }
  | { kind: 'other'; type: string };

export type Field = FieldKind & {
  /** Keys from the body's root: ['client', 'email']. */
  path: string[];
  optional: boolean;
};

/** What zod 4 keeps of a schema and its checks (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: {
    _zod: { def: { check: string; value?: unknown; maximum?: number; inclusive?: boolean; format?: string } };
  }[];
  shape?: Record<string, z.ZodType>;
  out?: z.ZodType;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def) {
  return (def.checks ?? []).map((check) => check._zod.def);
}

function leafKind(def: Def): FieldKind {
  const checks = checksOf(def);
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum;
  switch (def.type) {
    case 'string':
      return { kind: 'text', maxLength };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'number': {
      const bounds = (check: string) => checks.filter((item) => item.check === check).map((item) => Number(item.value));
      const lows = bounds('greater_than');
      const highs = bounds('less_than');
      return {
        kind: 'number',
        min: lows.length ? Math.max(...lows) : undefined,
        max: highs.length ? Math.min(...highs) : undefined,
        integer: checks.some((check) => check.check === 'number_format'),
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
      return { kind: 'literal', values: def.values ?? [] };
    case 'array':
      return { kind: 'list', item: leafKind(defOf(def.element as z.ZodType)), maxLength };
    default:
      return { kind: 'other', type: def.type };
  }
}

/** Every leaf field of `schema` (objects, intersections, preprocess pipes and optionals walked through). */
export function fieldsOf(schema: z.ZodType, path: string[] = [], optional = false): Field[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => fieldsOf(child, [...path, key]));
    case 'intersection':
      return [...fieldsOf(def.left as z.ZodType, path, optional), ...fieldsOf(def.right as z.ZodType, path, optional)];
    case 'pipe':
      return fieldsOf(def.out as z.ZodType, path, optional);
    case 'optional':
    case 'default':
      return fieldsOf(def.innerType as z.ZodType, path, true);
    case 'lazy':
      // The quote's schemas and the shared fields are made on their first use (z.lazy): the made one.
      return fieldsOf((schema._zod as unknown as { innerType: z.ZodType }).innerType, path, optional);
    default:
      return [{ ...leafKind(def), path, optional }];
  }
}

/** The objects that hold fields (`client`, `product`…), root excluded: what a mutation may break as a whole. */
export function groupsOf(fields: Field[]): string[][] {
  const keys = new Map<string, string[]>();
  for (const { path } of fields) {
    for (let depth = 1; depth < path.length; depth += 1) keys.set(path.slice(0, depth).join('.'), path.slice(0, depth));
  }
  return [...keys.values()];
}
