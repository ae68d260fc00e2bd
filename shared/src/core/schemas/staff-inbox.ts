import { z } from 'zod';
import { languageSchema } from '../api/models';
import { OFFER_CURRENCIES, OFFER_STATUSES } from '../offers/offer-schemas';
import { MESSAGE, optionalText, requiredText, TEXT_LIMITS } from './fields';
import { VALIDATION } from './messages';
import type { StaffRole } from './staff';

// The staff inbox (docs/decisions/018-staff-inbox.md): the queries, bodies and
// answers of /api/staff/requests, for the API and the back office alike.

export const REQUEST_KINDS = ['quote', 'other-quote', 'contact', 'application'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'archived'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The first letter of a reference names its kind: Q-2026-000123 is a quote. */
export const REFERENCE_PREFIXES: Record<RequestKind, string> = {
  quote: 'Q',
  'other-quote': 'O',
  contact: 'C',
  application: 'A',
};

const REFERENCE = /^([QOCA])-\d{4}-\d{6,}$/;

/** The kind a reference names, or null when it is not a reference. */
export function kindOfReference(reference: string): RequestKind | null {
  const prefix = REFERENCE.exec(reference)?.[1];
  return REQUEST_KINDS.find((kind) => REFERENCE_PREFIXES[kind] === prefix) ?? null;
}

/** Which kinds of requests each role works on (admins: all; editors: none). */
export const REQUEST_KINDS_BY_ROLE: Record<StaffRole, readonly RequestKind[]> = {
  admin: REQUEST_KINDS,
  sales: ['quote', 'other-quote', 'contact'],
  recruiter: ['application'],
  editor: [],
};

/** The inbox lists 20 requests a page (the public lists 9). */
export const INBOX_PAGE_SIZE = 20;
/** Searched text is at most this long. */
export const INBOX_SEARCH_MAX = 100;

const pageNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z.number({ error: VALIDATION.invalid }).int().min(1, { error: VALIDATION.tooSmall }),
);

/** An account id, `me` (the caller) or `none` (unassigned). */
const assigneeFilter = z.union(
  [
    z.enum(['me', 'none']),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ],
  { error: VALIDATION.invalid },
);

/** The inbox's offer filter: no offer, or the newest version's state. */
export const OFFER_FILTERS = ['none', ...OFFER_STATUSES] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];

/** GET /api/staff/requests (and the CSV export): the filters, all optional. `to` includes that whole day. */
export const inboxQuerySchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: VALIDATION.invalidOption }).optional(),
  status: z.enum(REQUEST_STATUSES, { error: VALIDATION.invalidOption }).optional(),
  assignee: assigneeFilter.optional(),
  from: z.iso.date({ error: VALIDATION.dateInvalid }).optional(),
  to: z.iso.date({ error: VALIDATION.dateInvalid }).optional(),
  q: optionalText(INBOX_SEARCH_MAX),
  /** `1`: only the open requests still waiting for a first answer beyond the target (ADR 029). */
  overdue: z.enum(['1'], { error: VALIDATION.invalidOption }).optional(),
  /** The state of the newest offer version as of today, or `none`: no offer at all (ADR 031). */
  offer: z.enum(OFFER_FILTERS, { error: VALIDATION.invalidOption }).optional(),
  page: pageNumber.default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** The CSV export's query: the list's filters (no page) and the language of the header row. */
export const inboxExportQuerySchema = inboxQuerySchema
  .omit({ page: true })
  .extend({ lang: languageSchema.default('fr') });
export type InboxExportQuery = z.infer<typeof inboxExportQuerySchema>;

export const staffRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** GET /api/staff/assignees: the enabled accounts a request may be assigned to, with the kinds each works on. */
export const inboxAssigneesSchema = z.object({
  data: z.array(staffRefSchema.extend({ kinds: z.array(z.enum(REQUEST_KINDS)) })),
});
export type InboxAssignee = z.infer<typeof inboxAssigneesSchema>['data'][number];

/** A line of the inbox. */
export const requestSummarySchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  reference: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** null for contact messages and applications (their forms ask for none). */
  company: z.string().nullable(),
  /** Route of a quote, object of an other quote, start of a contact message, offer of an application. */
  subject: z.string().nullable(),
  /** What was asked, on one line (at most 120 characters): a message's start, a quote's route. */
  preview: z.string().nullable(),
  language: languageSchema,
  status: z.enum(REQUEST_STATUSES),
  assignee: staffRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the first reply was sent; null while the request waits for one. */
  first_reply_at: z.string().nullable(),
  /** Office minutes (Monday–Friday, 09:00–18:00 in Casablanca) from arrival to the first reply, or to now. */
  waiting_minutes: z.number().int().nonnegative(),
  /** Open, unanswered, and waiting longer than the first-answer target (docs/decisions/029). */
  overdue: z.boolean(),
  /** The list's: the offer's newest version (state as of today) and its total; null without an offer. */
  offer: z
    .object({
      number: z.string(),
      version: z.number().int(),
      status: z.enum(OFFER_STATUSES),
      total_cents: z.number().int(),
      currency: z.enum(OFFER_CURRENCIES),
    })
    .nullish(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const statusCountsSchema = z.object({
  new: z.number().int(),
  in_progress: z.number().int(),
  answered: z.number().int(),
  archived: z.number().int(),
});

export const inboxPageSchema = z.object({
  data: z.array(requestSummarySchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  /** Over the same filters but the status: the numbers on the status tabs. */
  counts: statusCountsSchema,
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const EVENT_TYPES = ['status', 'assigned', 'note', 'reply', 'cv-downloaded', 'visitor-message'] as const;

/** The delivery of an e-mail through the outbox. */
export const deliverySchema = z.object({
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const requestEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.enum(EVENT_TYPES),
  actor: staffRefSchema.nullable(),
  /** status / assigned: { from, to }; note: { text }; reply: { subject, text }; visitor-message: { text }. */
  details: z.record(z.string(), z.unknown()),
  /** A reply's e-mail. */
  delivery: deliverySchema.nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** GET /api/staff/requests/:reference, and the answer of every change. */
export const requestDetailSchema = requestSummarySchema.extend({
  phone: z.string(),
  /** What the visitor sent, as the form's schema output it. */
  payload: z.record(z.string(), z.unknown()),
  /** The stored columns of the request (internal keys left out). */
  columns: z.record(z.string(), z.unknown()),
  updated_by: staffRefSchema.nullable(),
  /** The e-mail that told the visitor their request arrived; null if none was sent. */
  acknowledgement: deliverySchema.nullable(),
  /** Applications only. */
  application: z
    .object({
      cv: z.object({ file_name: z.string(), size: z.number().int() }),
      offer: z.object({ id: z.number().int().nullable(), title: z.string() }).nullable(),
      cv_consent_at: z.string().nullable(),
    })
    .nullable(),
  history: z.array(requestEventSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

const updatedAtField = z.iso.datetime({ error: VALIDATION.invalid });

/** PATCH /api/staff/requests/:reference; `updated_at` is the one read (a stale one answers 409). */
export const requestChangeSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: VALIDATION.invalidOption }).optional(),
  /** An account id; null unassigns. */
  assignee_id: z.number({ error: VALIDATION.invalid }).int().positive().nullable().optional(),
  updated_at: updatedAtField,
});
export type RequestChange = z.infer<typeof requestChangeSchema>;

export const requestNoteSchema = z.object({ text: requiredText(TEXT_LIMITS.message, MESSAGE) });
export type RequestNote = z.infer<typeof requestNoteSchema>;

/** POST /api/staff/requests/:reference/replies: e-mailed to the visitor, the reference always in the subject. */
export const requestReplySchema = z.object({
  subject: optionalText(TEXT_LIMITS.subject),
  text: requiredText(TEXT_LIMITS.message, MESSAGE),
  updated_at: updatedAtField,
});
export type RequestReply = z.infer<typeof requestReplySchema>;

/** The 409 of a stale updated_at (the accounts' too): who changed the record meanwhile, and when. */
export const staleUpdateSchema = z.object({
  statusCode: z.literal(409),
  code: z.literal('STALE_UPDATE'),
  message: z.string(),
  updated_at: z.string(),
  updated_by: staffRefSchema.nullable(),
});
export type StaleUpdate = z.infer<typeof staleUpdateSchema>;
