import { z } from 'zod';
import type { Language } from '../api/models';
import { optionalText } from './fields';
import { VALIDATION } from './messages';
import { fileTypeOf } from './reply-templates';

// The back office's media library (docs/decisions/035-content-versions-schedules-media.md, "Media"):
// the pictures editors upload, their public addresses and alt texts, for the API, the back office
// and the sanitizers alike.

/** PNG, JPEG and WebP only: an SVG is a document that can carry script. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
export const MEDIA_ALT_MAX = 250;
export const MEDIA_PAGE_SIZE = 24;

const EXTENSIONS: Record<MediaType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A WebP file: a RIFF container whose form type is WEBP. */
const isWebp = (head: Uint8Array) =>
  String.fromCharCode(...head.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...head.subarray(8, 12)) === 'WEBP';

/** How many first bytes `mediaTypeOf` needs. */
export const MEDIA_SIGNATURE_BYTES = 12;

/** What a picture is by its first bytes (never by its name), or null when it is not one of MEDIA_TYPES. */
export function mediaTypeOf(head: Uint8Array): MediaType | null {
  const type = fileTypeOf(head);
  if (type === 'image/png' || type === 'image/jpeg') return type;
  return isWebp(head) ? 'image/webp' : null;
}

/** The picture's public address on the site's own origin; it never changes, as its bytes never do. */
export function mediaUrl(media: { id: number; slug: string; content_type: MediaType }): string {
  return `/media/${media.id}-${media.slug}.${EXTENSIONS[media.content_type]}`;
}

// The address's pattern lives with the article HTML policy, which must not bring zod to a page.
export { isMediaPath, MEDIA_FILE } from '../html/article-html-policy';

/** An article's cover from the library is named `media:<id>` (a fixed picture keeps its file name). */
export const MEDIA_COVER_PREFIX = 'media:';
export function mediaCoverId(img: string): number | null {
  const match = /^media:(\d{1,9})$/.exec(img);
  return match ? Number(match[1]) : null;
}

/** A readable slug of an uploaded file's name (`Camion à l'aube.JPG` → `camion-a-l-aube`). */
export function mediaSlugOf(fileName: string): string {
  const slug = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'picture';
}

const altText = optionalText(MEDIA_ALT_MAX);

/** The picture described in each language; empty is allowed (a decorative picture), too long is not. */
export const mediaAltSchema = z.object(
  { fr: altText, en: altText, es: altText, ar: altText },
  { error: VALIDATION.invalid },
);
export type MediaAlt = Record<Language, string>;

/** PUT /api/staff/media/:id: the alt texts and the `updated_at` they were read with. */
export const mediaAltUpdateSchema = z.object({
  alt: mediaAltSchema,
  updated_at: z.iso.datetime({ error: VALIDATION.invalid }),
});
export type MediaAltUpdate = z.infer<typeof mediaAltUpdateSchema>;

export const staffMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  file_name: z.string(),
  content_type: z.enum(MEDIA_TYPES),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object({ fr: z.string(), en: z.string(), es: z.string(), ar: z.string() }),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The articles that show it (as cover or in a body): it cannot be deleted while there are any. */
  used_by: z.array(z.number().int()),
  /** The job offers whose description shows it: as binding as an article. */
  used_by_jobs: z.array(z.number().int()),
});
export type StaffMedia = z.infer<typeof staffMediaSchema>;

/** GET /api/staff/media: newest first, MEDIA_PAGE_SIZE a page. */
export const staffMediaListSchema = z.object({
  data: z.array(staffMediaSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
