import type { RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import { workingMsBefore, workingMsBetween } from './working-hours';

// How long a request waited for its first answer, in office hours, and whether it is overdue
// (docs/decisions/029-inbox-previews-and-waiting-times.md).

const HOUR = 3_600_000;

/** The first-answer target when INBOX_FIRST_ANSWER_TARGET_HOURS is not set. */
export const DEFAULT_FIRST_ANSWER_TARGET_HOURS = 4;

/** Open requests that arrived at or before this instant and have no reply yet are overdue at `now`. */
export function overdueBound(targetHours: number, now = new Date()): Date {
  return workingMsBefore(now, targetHours * HOUR);
}

/** A waiting request: not answered, and not set answered or archived by hand. */
export const isWaiting = (status: RequestStatus, firstReplyAt: string | null) =>
  firstReplyAt === null && (status === 'new' || status === 'in_progress');

/** Office minutes from arrival to the first reply, or to `now` while there is none. */
export function waitingMinutes(createdAt: string, firstReplyAt: string | null, now = new Date()): number {
  const end = firstReplyAt === null ? now : new Date(firstReplyAt);
  return Math.floor(workingMsBetween(new Date(createdAt), end) / 60_000);
}
