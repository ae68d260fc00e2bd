import { z } from 'zod';
import { FOLLOW_MESSAGE_MAX, LANGUAGES } from '../constants';
import { MESSAGE, emailField, missingOr, requiredText } from './fields';
import { VALIDATION } from './messages';
import { REQUEST_KINDS, REQUEST_STATUSES } from './staff-inbox';

// A visitor's follow-up page (docs/decisions/028-follow-up-links.md, 030-follow-up-page.md): what
// GET /api/follow/:token answers, and the two forms the page posts, as the API validates them.

/** The steps of a request's timeline as the visitor sees them. */
export const TIMELINE_STEPS = ['received', 'in_progress', 'answered', 'closed', 'message'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export const followViewSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  reference: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
  timeline: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() })),
  /** The request's fields as the form sent them; an application's CV by its file name only. */
  sent: z.record(z.string(), z.unknown()),
  messages: z.array(z.object({ from: z.enum(['company', 'visitor']), at: z.string(), body: z.string() })),
});
export type FollowView = z.infer<typeof followViewSchema>;

/** GET /api/follow/:token's body. */
export const followResponseSchema = z.object({ data: followViewSchema });

/** What the page's two POSTs answer (201 stored, 202 sent if known). */
export const followAcceptedSchema = z.object({ status: z.string() });

/** POST /api/follow/:token/messages. */
export const followMessageSchema = z.object(
  { message: requiredText(FOLLOW_MESSAGE_MAX, MESSAGE) },
  { error: missingOr(VALIDATION.invalid) },
);
export type FollowMessage = z.infer<typeof followMessageSchema>;

/** A request's reference as the acknowledgement gives it (Q-2026-00017…). */
export const REFERENCE_MAX = 40;

/** POST /api/follow/fresh-link: the request's reference and the address it was sent from. */
export const freshLinkSchema = z.object(
  { reference: requiredText(REFERENCE_MAX), email: emailField },
  { error: missingOr(VALIDATION.invalid) },
);
export type FreshLinkAsk = z.infer<typeof freshLinkSchema>;
