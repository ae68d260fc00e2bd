import { z } from 'zod';

// zod's JIT probes `new Function`, which the site's CSP forbids (and reports);
// the interpreter is fast enough for form-sized data.
z.config({ jitless: true });

// Response shapes of the JSON API, shared by the API (to type what it sends)
// and the browser (to check what it receives).

export const languageSchema = z.enum(['fr', 'en', 'es', 'ar']);
export type Language = z.infer<typeof languageSchema>;

export const PAGE_SIZE = 9;

export const articleSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** File name of the image, as stored, or `media:<id>` for a picture of the media library. */
  img: z.string(),
  /** Path the browser loads the image from, e.g. /images/articles/x.svg or /media/12-truck.webp */
  img_url: z.string(),
  /** The library picture's alt text in the asked language; '' for a fixed (decorative) picture or an older API. */
  img_alt: z.string().default(''),
  /** Sanitized HTML, the article's opening paragraph. */
  excerpt: z.string(),
  created_at: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Sanitized HTML body. */
  article: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const jobSchema = z.object({
  id: z.number().int().positive(),
  post: z.string(),
  location: z.string(),
  /** Years of experience asked for. */
  experience: z.number().int().nonnegative(),
  /** MAD per month. */
  salary: z.number().nonnegative(),
  contract: z.string(),
  /** Sanitized HTML, the article policy's (docs/decisions/037-job-descriptions-in-rich-text.md). */
  description: z.string(),
  created_at: z.string(),
  valid_through: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  products_count: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

export const partnerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  logo_url: z.string(),
  url: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export function paginatedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int().positive(),
    last_page: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  });
}
export type Paginated<T> = { data: T[]; page: number; last_page: number; total: number };

export const articleListSchema = paginatedSchema(articleSummarySchema);
export const jobListSchema = paginatedSchema(jobSchema);
export const articleResponseSchema = z.object({ data: articleSchema });
export const jobResponseSchema = z.object({ data: jobSchema });
export const categoryListSchema = z.object({ data: z.array(categorySchema) });
export const partnerListSchema = z.object({ data: z.array(partnerSchema) });

/** Every error body of the API. `code` is stable; `message` is for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  /** Field errors of a failed validation: field path -> message key. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A page number as a query string carries it: decimal digits only (`0x1`, `1e3`, ` 2` are not pages).
 * Any page past the last one is an empty page; nine digits keep its offset an exact number.
 */
const pageNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN) : value),
  z.number().int().min(1).max(999_999_999),
);

/** Query string of the list endpoints. */
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  lang: languageSchema.default('fr'),
});
