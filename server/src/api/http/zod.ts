import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type * as z from 'zod/v4/core';
import { fieldErrors } from '@freight/shared/core/schemas/messages';
import { ValidationFailed } from './errors';

// Route schemas are the zod schemas of @freight/shared, so the browser and the
// API validate with the same definitions and handler types are inferred.

export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.$ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.$ZodType ? z.input<this['schema']> : unknown;
}

/** A classic or a zod/mini schema: both parse with `safeParse`. */
function isZodSchema(
  schema: unknown,
): schema is z.$ZodType & { safeParse(data: unknown): z.util.SafeParseResult<unknown> } {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`Route schema for ${httpPart ?? 'request'} must be a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // Field path -> `forms` message key, exactly as the browser's forms report them.
    return { error: new ValidationFailed(fieldErrors(result), httpPart ?? 'request') };
  };
};

/** Responses are plain data already shaped by the repositories; tests check them against the schemas. */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data: unknown) => JSON.stringify(data);
