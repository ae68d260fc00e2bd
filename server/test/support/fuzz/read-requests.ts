import fc from 'fast-check';
import type { z } from 'zod';
import {
  articleListSchema,
  articleResponseSchema,
  categoryListSchema,
  jobListSchema,
  jobResponseSchema,
  languageSchema,
  partnerListSchema,
} from '@freight/shared/core/api/models';
import { oddText, PROTOTYPE_KEYS } from './hostile-values';

// GET requests of the list and detail endpoints with hostile paths and
// query strings: ids and pages written every odd way, repeated or unknown
// parameters, encodings that do not decode.

export interface ReadRoute {
  /** The path with `:id` where the id goes. */
  path: string;
  /** The body of a 200. */
  schema: z.ZodType;
  paged: boolean;
}

export const READ_ROUTES: ReadRoute[] = [
  { path: '/api/blog', schema: articleListSchema, paged: true },
  { path: '/api/jobs', schema: jobListSchema, paged: true },
  { path: '/api/blog/article/:id', schema: articleResponseSchema, paged: false },
  { path: '/api/jobs/:id', schema: jobResponseSchema, paged: false },
  { path: '/api/v1/categories', schema: categoryListSchema, paged: false },
  { path: '/api/partners', schema: partnerListSchema, paged: false },
];

/** Percent-encoded UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it; encodeURIComponent throws). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A value written into a URL: encoded as a browser would, or raw bytes a tool would send. */
const urlValue: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '1',
        '2',
        '3',
        '9',
        '10000',
        '10001',
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x1',
        '007',
        ' 2',
        '+2',
        '',
        '١',
        '99999999999999999999',
        'abc',
      )
      .map(percentEncode),
  },
  { weight: 2, arbitrary: oddText.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%zz',
      '%',
      '%00',
      '%C3%28',
      '%ED%A0%80',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      'a%20b',
      'x'.repeat(5_000),
    ),
  },
);

const langValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...languageSchema.options),
  fc.constantFrom('AR', 'ar-MA', 'de', '', 'fr,en'),
  urlValue,
);

export interface ReadCase {
  /** The route's path (the route itself would print its whole schema in a counterexample). */
  path: string;
  id: string;
  query: [string, string][];
}

export const readCase: fc.Arbitrary<ReadCase> = fc.record({
  path: fc.constantFrom(...READ_ROUTES.map(({ path }) => path)),
  id: urlValue,
  query: fc.array(
    fc.oneof(
      urlValue.map((value): [string, string] => ['page', value]),
      langValue.map((value): [string, string] => ['lang', value]),
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...PROTOTYPE_KEYS, '__proto__[polluted]', 'constructor[prototype][x]', 'page[]', 'lang[0]'),
          oddText.map(percentEncode),
        ),
        urlValue,
      ),
    ),
    { maxLength: 4 },
  ),
});

export function routeOf(sample: ReadCase): ReadRoute {
  const route = READ_ROUTES.find(({ path }) => path === sample.path);
  if (!route) throw new Error(`No read route ${sample.path}`);
  return route;
}

export function urlOf({ path, id, query }: ReadCase): string {
  const url = path.replace(':id', id);
  return query.length === 0 ? url : `${url}?${query.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

/** The one `page` of the query, decoded, when it was given once. */
export function singlePage(sample: ReadCase): string | undefined {
  const pages = sample.query.filter(([name]) => name === 'page');
  if (pages.length !== 1) return undefined;
  try {
    return decodeURIComponent(pages[0]?.[1] ?? '');
  } catch {
    return undefined;
  }
}
