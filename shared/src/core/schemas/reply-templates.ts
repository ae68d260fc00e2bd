import { z } from 'zod';
import { languageSchema } from '../api/models';
import { MESSAGE, optionalText, requiredText, TEXT_LIMITS } from './fields';
import { VALIDATION } from './messages';
import { staffRefSchema } from './staff-inbox';

// Reply templates and reply attachments (docs/decisions/034-reply-templates-and-attachments.md):
// the bodies and answers of /api/staff/reply-templates and the attachments' limits, for the API and
// the back office alike.

/** What a template may name between braces; the reply form fills them in. */
export const REPLY_PLACEHOLDERS = ['name', 'reference', 'route', 'staff_name', 'company'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** The placeholders of `text` that are not REPLY_PLACEHOLDERS, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known: ReadonlySet<string> = new Set(REPLY_PLACEHOLDERS);
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** `text` with each known placeholder replaced by its value (an unknown one is left as written). */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ReplyPlaceholder] : whole,
  );
}

const onlyKnownPlaceholders = (text: string | undefined) => !text || unknownPlaceholders(text).length === 0;

export const REPLY_TEMPLATE_NAME_MAX = 80;

/** POST /api/staff/reply-templates and PUT /api/staff/reply-templates/:id. */
export const replyTemplateInputSchema = z.object({
  name: requiredText(REPLY_TEMPLATE_NAME_MAX),
  language: languageSchema,
  subject: optionalText(TEXT_LIMITS.subject).check(
    z.refine(onlyKnownPlaceholders, { error: VALIDATION.unknownPlaceholder }),
  ),
  body: requiredText(TEXT_LIMITS.message, MESSAGE).check(
    z.refine(onlyKnownPlaceholders, { error: VALIDATION.unknownPlaceholder }),
  ),
  /** Offered to every colleague who answers requests, not only to its author. */
  shared: z.boolean({ error: VALIDATION.invalid }),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: languageSchema,
  subject: z.string(),
  body: z.string(),
  shared: z.boolean(),
  owner: staffRefSchema,
  /** Whether the caller may edit and delete it (its author, or an admin). */
  editable: z.boolean(),
  updated_at: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** GET /api/staff/reply-templates: the caller's and the shared ones (an admin: all), by language then name. */
export const replyTemplatesSchema = z.object({ data: z.array(replyTemplateSchema) });

/** The files a reply may carry: checked by their first bytes, on both sides. */
export const REPLY_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ReplyAttachmentType = (typeof REPLY_ATTACHMENT_TYPES)[number];
export const REPLY_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const REPLY_ATTACHMENTS_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const REPLY_ATTACHMENTS_MAX_FILES = 3;

const SIGNATURES: ReadonlyArray<[ReplyAttachmentType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The longest signature: how many first bytes `fileTypeOf` needs. */
export const FILE_SIGNATURE_BYTES = 8;

/** What the file is by its first bytes, or null when it is none of REPLY_ATTACHMENT_TYPES. */
export function fileTypeOf(head: Uint8Array): ReplyAttachmentType | null {
  const match = SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte));
  return match ? match[0] : null;
}

/** A file of a reply, as the thread shows it (its bytes through the staff download only). */
export const replyAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(REPLY_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type ReplyAttachment = z.infer<typeof replyAttachmentSchema>;
