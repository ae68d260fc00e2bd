import { z } from 'zod/mini';
import { BUSINESS_TIME_ZONE } from '../constants';
import { missingOr } from './fields';
import { VALIDATION } from './messages';

// Dates travel as ISO calendar dates (yyyy-mm-dd), the value of
// <input type="date">. Comparing two such strings compares the dates.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd naming a real calendar day (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Today's date on the company's calendar. The browser and the API both use
 * it, so a date the form accepts is one the API accepts, whatever the
 * visitor's own time zone.
 */
// Building a formatter costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function todayIso(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string {
  try {
    const parts = dayFormat(timeZone).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const date = `${part('year')}-${part('month')}-${part('day')}`;
    if (isIsoDate(date)) return date;
  } catch {
    // A runtime without that zone's data: UTC is at most a day off.
  }
  return now.toISOString().slice(0, 10);
}

/** True when `date` is `today` or later. `today` is injectable for tests. */
export function isNotPast(date: string, today: string = todayIso()): boolean {
  return date >= today;
}

/** True when `later` is the same day as `earlier` or after it. */
export function isOnOrAfter(later: string, earlier: string): boolean {
  return later >= earlier;
}

/** A required ISO date, today or later. */
/** Made on its first use, as fields.ts's constants. */
export const upcomingDateField = z.lazy(() =>
  z.string({ error: missingOr(VALIDATION.dateInvalid) }).check(
    z.trim(),
    z.minLength(1, { error: VALIDATION.required, abort: true }),
    z.refine(isIsoDate, { error: VALIDATION.dateInvalid, abort: true }),
    z.refine((date) => isNotPast(date), { error: VALIDATION.datePast }),
  ),
);
