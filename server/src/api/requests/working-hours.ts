import { BUSINESS_TIME_ZONE } from '@freight/shared/core/constants';

// Working time between two instants, on the office's clock: how long a request has waited for its
// first answer (docs/decisions/029-inbox-previews-and-waiting-times.md). Public holidays count as
// working days: there is no list of them to trust.

export interface OfficeHours {
  timeZone: string;
  /** Days of the week the office works, 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** Opening and closing hours, on the office's wall clock. */
  opens: number;
  closes: number;
}

/** Monday to Friday, 09:00 to 18:00 in Casablanca. */
export const OFFICE_HOURS: OfficeHours = { timeZone: BUSINESS_TIME_ZONE, days: [1, 2, 3, 4, 5], opens: 9, closes: 18 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of `at` in the zone, asked of Intl (a few microseconds: the cache below spares it). */
export function wallClockOfIntl(at: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatIn(timeZone).formatToParts(at)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((at % 1000) + 1000) % 1000);
}

/** Per zone and UTC hour, the zone's offset through the whole hour, or null when it changes within it. */
const offsets = new Map<string, Map<number, number | null>>();
const OFFSETS_KEPT = 20_000;

/**
 * The wall-clock reading of `at` in the zone, as milliseconds of a UTC calendar (so days are whole
 * multiples). A page of the inbox reads it some 200 times: the offset is asked of Intl once per hour
 * (its first and last millisecond agreeing), and the hour of a change asks Intl at every call.
 */
export function wallClock(at: number, timeZone: string): number {
  const hour = Math.floor(at / HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    const first = hour * HOUR;
    const last = first + HOUR - 1;
    const firstOffset = wallClockOfIntl(first, timeZone) - first;
    offset = wallClockOfIntl(last, timeZone) - last === firstOffset ? firstOffset : null;
    if (zone.size >= OFFSETS_KEPT) zone.clear();
    zone.set(hour, offset);
  }
  return offset === null ? wallClockOfIntl(at, timeZone) : at + offset;
}

/** The instant the zone's clocks show `wall`; offsets change at night, never within office hours. */
function instantOf(wall: number, timeZone: string): number {
  const guess = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(guess, timeZone) - guess);
}

const weekday = (day: number) => (((day + 4) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday

/** The office's opening and closing instants on a calendar day (days since 1970-01-01), or null when closed. */
function openingOf(day: number, hours: OfficeHours): { opens: number; closes: number } | null {
  if (!hours.days.includes(weekday(day))) return null;
  return {
    opens: instantOf(day * DAY + hours.opens * HOUR, hours.timeZone),
    closes: instantOf(day * DAY + hours.closes * HOUR, hours.timeZone),
  };
}

const dayOf = (at: number, timeZone: string) => Math.floor(wallClock(at, timeZone) / DAY);

/** Open days from `first` to `last` included. */
function openDays(first: number, last: number, hours: OfficeHours): number {
  if (last < first) return 0;
  const count = last - first + 1;
  let open = Math.floor(count / 7) * hours.days.length;
  for (let day = first + count - (count % 7); day <= last; day++) if (hours.days.includes(weekday(day))) open++;
  return open;
}

function overlap(opening: { opens: number; closes: number } | null, from: number, to: number): number {
  if (!opening) return 0;
  return Math.max(0, Math.min(opening.closes, to) - Math.max(opening.opens, from));
}

/** Milliseconds of office hours between two instants (0 when `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date, hours: OfficeHours = OFFICE_HOURS): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  const first = dayOf(start, hours.timeZone);
  const last = dayOf(end, hours.timeZone);
  if (first === last) return overlap(openingOf(first, hours), start, end);
  // Every open day between the two is a whole one: its length on the wall clock.
  const wholeDays = openDays(first + 1, last - 1, hours) * (hours.closes - hours.opens) * HOUR;
  return overlap(openingOf(first, hours), start, end) + wholeDays + overlap(openingOf(last, hours), start, end);
}

/**
 * The latest instant from which `ms` of office hours have passed by `now`: a request that arrived
 * at or before it has waited at least that long (the "overdue" filter's bound, one value a list).
 */
export function workingMsBefore(now: Date, ms: number, hours: OfficeHours = OFFICE_HOURS): Date {
  let remaining = ms;
  let until = now.getTime();
  if (remaining <= 0) return new Date(until);
  if (hours.days.length === 0 || hours.closes <= hours.opens) throw new Error('The office is never open');
  for (let day = dayOf(until, hours.timeZone); ; day--) {
    const opening = openingOf(day, hours);
    if (opening && until > opening.opens) {
      const end = Math.min(until, opening.closes);
      if (end - opening.opens >= remaining) return new Date(end - remaining);
      remaining -= end - opening.opens;
    }
    until = Number.POSITIVE_INFINITY;
  }
}
