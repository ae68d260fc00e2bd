import { BUSINESS_TIME_ZONE } from '@freight/shared/core/constants';

// A publication time is chosen on the company's clock (Africa/Casablanca, whose offset changes
// during Ramadan), whatever the browser's zone: `<input type="datetime-local">` gives a wall time
// with no zone, turned here into the instant the API stores.

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `2026-12-01T09:30` on the company's clock as an ISO instant; null for anything else. */
export function companyTimeToIso(local: string, timeZone: string = BUSINESS_TIME_ZONE): string | null {
  const match = WALL_TIME.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi);
  // Twice: the offset at the first guess may differ from the offset at the answer (a change of offset).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An instant as the company's wall time, as `<input type="datetime-local">` takes it. */
export function isoToCompanyTime(iso: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}
