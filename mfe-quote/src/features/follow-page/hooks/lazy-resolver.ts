import type { FieldValues, Resolver } from 'react-hook-form';

type Schemas = typeof import('../follow-schemas.lazy');
type FormSchema =
  | Schemas['followMessageSchema']
  | Schemas['freshLinkSchema']
  | Schemas['offerAcceptSchema']
  | Schemas['offerDeclineSchema'];

let loading: Promise<Schemas> | undefined;
/** The schemas' chunk, fetched once; a failed fetch is tried again at the next check. */
function loadSchemas(): Promise<Schemas> {
  loading ??= import('../follow-schemas.lazy').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A react-hook-form resolver checking with a shared zod schema fetched on first use. */
export function lazyZodResolver<Values extends FieldValues>(pick: (schemas: Schemas) => FormSchema): Resolver<Values> {
  return async (values, context, options) => {
    const schemas = await loadSchemas();
    const resolve = schemas.zodResolver(pick(schemas)) as unknown as Resolver<Values>;
    return resolve(values, context, options);
  };
}
