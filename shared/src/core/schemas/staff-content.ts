import { z } from 'zod';
import { isIsoDate } from './dates';
import { missingOr, requiredText, TEXT_LIMITS } from './fields';
import { VALIDATION } from './messages';

// The back office's job offers and articles (docs/decisions/019-content-editing-and-retention.md).
// One form edits the four languages at once: every language is required, as
// the site shows no fallback. Errors are the `forms` namespace's keys.

/** The longest article body or job description the editor may send (HTML, before sanitizing). */
export const ARTICLE_BODY_MAX = 100_000;
export const CONTENT_LIMITS = {
  post: 160,
  location: TEXT_LIMITS.place,
  contract: 80,
  title: TEXT_LIMITS.subject,
} as const;
export const SALARY_MAX = 10_000_000;
export const EXPERIENCE_YEARS_MAX = 60;

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

function inFourLanguages<T extends z.ZodType>(schema: T) {
  return z.object({ fr: schema, en: schema, es: schema, ar: schema }, { error: missingOr(VALIDATION.required) });
}

/** A whole number from 0 to `max`, or its digits as a form input gives them. */
function wholeNumber(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: missingOr(VALIDATION.invalid) })
      .int({ error: VALIDATION.invalid })
      .min(0, { error: VALIDATION.tooSmall })
      .max(max, { error: VALIDATION.tooLarge }),
  );
}

/** A calendar date (yyyy-mm-dd, <input type="date">); whether it may be past is the API's rule. */
export const calendarDateField = z
  .string({ error: missingOr(VALIDATION.dateInvalid) })
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .refine(isIsoDate, { error: VALIDATION.dateInvalid });

/** The `updated_at` the editor read; a stale one answers 409 STALE_UPDATE. */
const updatedAtField = z.iso.datetime({ error: VALIDATION.invalid });

/** A language left out of the form is "required", as an empty field is. */
const languageError = { error: missingOr(VALIDATION.invalid) };

/**
 * The rich-text editor's HTML (an article's body, an offer's description): the API sanitizes it
 * and refuses one left with no text (docs/decisions/037-job-descriptions-in-rich-text.md).
 */
const richText = z
  .string({ error: missingOr(VALIDATION.invalid) })
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .max(ARTICLE_BODY_MAX, { error: VALIDATION.tooLong });

export const staffJobTranslationSchema = z.object(
  {
    post: requiredText(CONTENT_LIMITS.post),
    location: requiredText(CONTENT_LIMITS.location),
    contract: requiredText(CONTENT_LIMITS.contract),
    description: richText,
  },
  languageError,
);

/** A job offer as the form sends it (POST creates a draft). */
export const staffJobInputSchema = z.object({
  translations: inFourLanguages(staffJobTranslationSchema),
  salary: wholeNumber(SALARY_MAX),
  experience_years: wholeNumber(EXPERIENCE_YEARS_MAX),
  /** The offer's last day; today or later to publish it. */
  valid_through: calendarDateField,
});
export type StaffJobInput = z.infer<typeof staffJobInputSchema>;

/** PUT: the whole record and the `updated_at` it was read with. */
export const staffJobUpdateSchema = staffJobInputSchema.extend({ updated_at: updatedAtField });
export type StaffJobUpdate = z.infer<typeof staffJobUpdateSchema>;

export const staffArticleTranslationSchema = z.object(
  {
    title: requiredText(CONTENT_LIMITS.title),
    body: richText,
  },
  languageError,
);

/**
 * One of the images the site has for articles (GET /api/staff/article-images), by file name, or a
 * picture of the media library as `media:<id>` (staff-media.ts); the API checks that it exists.
 */
export const articleImageField = z
  .string({ error: missingOr(VALIDATION.invalidOption) })
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .regex(/^([a-z0-9-]+\.(svg|png|jpg|webp)|media:\d{1,9})$/, { error: VALIDATION.invalidOption });

export const staffArticleInputSchema = z.object({
  translations: inFourLanguages(staffArticleTranslationSchema),
  img: articleImageField,
});
export type StaffArticleInput = z.infer<typeof staffArticleInputSchema>;

export const staffArticleUpdateSchema = staffArticleInputSchema.extend({ updated_at: updatedAtField });
export type StaffArticleUpdate = z.infer<typeof staffArticleUpdateSchema>;

/**
 * POST …/publish and …/unpublish: the `updated_at` the editor read; to publish later, `at`, an
 * instant in the future (the site shows the record from then on; publishing again moves it).
 */
export const staffPublicationSchema = z.object({
  updated_at: updatedAtField,
  at: z.iso.datetime({ offset: true, error: VALIDATION.invalid }).optional(),
});

const digits = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z.number().int().min(1),
);

/** GET /api/staff/jobs and /api/staff/articles: by status, paged. */
export const staffContentListQuerySchema = z.object({
  status: z.enum([...CONTENT_STATUSES, 'all']).default('all'),
  page: digits.default(1),
});
export type StaffContentListQuery = z.infer<typeof staffContentListQuerySchema>;

const editor = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What every record of the back office carries about its publication and last change. */
const recordMeta = {
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
  published_at: z.string().nullable(),
  /** Published for a later time: the site does not show it yet. */
  scheduled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: editor,
};

export const staffJobSchema = z.object({
  ...recordMeta,
  salary: z.number().int(),
  experience_years: z.number().int(),
  valid_through: z.string(),
  /** Published but past its last day: hidden from the site as an unknown offer. */
  expired: z.boolean(),
  translations: inFourLanguages(staffJobTranslationSchema),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

export const staffArticleSchema = z.object({
  ...recordMeta,
  img: z.string(),
  img_url: z.string(),
  /** `body` is the sanitized HTML exactly as the public API serves it; `excerpt` the list's. */
  translations: inFourLanguages(z.object({ title: z.string(), body: z.string(), excerpt: z.string() })),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffJobSummarySchema = z.object({
  ...recordMeta,
  /** The French title. */
  post: z.string(),
  valid_through: z.string(),
  expired: z.boolean(),
});
export type StaffJobSummary = z.infer<typeof staffJobSummarySchema>;

export const staffArticleSummarySchema = z.object({ ...recordMeta, title: z.string(), img: z.string() });
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;

/** One kept version of an article or offer (docs/decisions/035-content-versions-schedules-media.md). */
export const staffContentVersionSchema = z.object({
  number: z.number().int(),
  created_at: z.string(),
  created_by: editor,
  /** The version a restore copied; null for an ordinary save. */
  restored_from: z.number().int().nullable(),
});
export type StaffContentVersion = z.infer<typeof staffContentVersionSchema>;

/** GET …/:id/versions: newest first. */
export const staffContentVersionListSchema = z.object({ data: z.array(staffContentVersionSchema) });

/** GET …/:id/versions/:number: the fields as the form sent them (the kind's input schema parses `content`). */
export const staffContentVersionDetailSchema = staffContentVersionSchema.extend({ content: z.unknown() });
