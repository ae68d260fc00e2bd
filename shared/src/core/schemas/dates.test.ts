import { isIsoDate, isNotPast, isOnOrAfter, todayIso, upcomingDateField } from './dates';
import { ROOT_FIELD, fieldErrors } from './messages';

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.each([
  ['2026-01-31', true],
  ['2028-02-29', true],
  ['2027-02-29', false],
  ['2026-02-30', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-1-5', false],
  ['05/01/2026', false],
  ['2026-01-05T10:00:00Z', false],
  ['', false],
])('isIsoDate(%s) is %s', (value, expected) => {
  expect(isIsoDate(value)).toBe(expected);
});

test('todayIso follows the business time zone, not UTC', () => {
  // 23:30 UTC on 30 June 2026 is already 1 July in Casablanca (UTC+1 then) and still 30 June in
  // New York. Morocco's offsets come from the runtime's time-zone data: Node 24's (tz 2026c) keeps
  // Casablanca at UTC+0 from 20 September 2026, older data at UTC+1 outside Ramadan, so the instant
  // is one both agree on.
  const now = new Date('2026-06-30T23:30:00Z');
  expect(todayIso(now, 'Africa/Casablanca')).toBe('2026-07-01');
  expect(todayIso(now, 'America/New_York')).toBe('2026-06-30');
  expect(todayIso(now, 'UTC')).toBe('2026-06-30');
});

test('todayIso falls back to UTC for an unknown zone', () => {
  expect(todayIso(new Date('2026-06-15T12:00:00Z'), 'Not/AZone')).toBe('2026-06-15');
});

test.each([
  ['2026-06-14', false],
  ['2026-06-15', true],
  ['2026-06-16', true],
  ['2027-01-01', true],
  ['2025-12-31', false],
])('isNotPast(%s) with today 2026-06-15 is %s', (date, expected) => {
  expect(isNotPast(date, '2026-06-15')).toBe(expected);
});

test('isOnOrAfter compares calendar dates', () => {
  expect(isOnOrAfter('2026-06-15', '2026-06-15')).toBe(true);
  expect(isOnOrAfter('2026-06-16', '2026-06-15')).toBe(true);
  expect(isOnOrAfter('2026-06-14', '2026-06-15')).toBe(false);
  expect(isOnOrAfter('2027-01-01', '2026-12-31')).toBe(true);
});

test.each([
  [undefined, 'validation.required'],
  [null, 'validation.required'],
  ['', 'validation.required'],
  ['  ', 'validation.required'],
  [20260615, 'validation.date_invalid'],
  ['15/06/2026', 'validation.date_invalid'],
  ['2026-02-30', 'validation.date_invalid'],
  ['2000-01-01', 'validation.date_past'],
])('upcoming date: %j -> %s', (value, expected) => {
  expect(fieldErrors(upcomingDateField.safeParse(value))[ROOT_FIELD]).toBe(expected);
});

test('upcoming date: today and later pass, yesterday does not', () => {
  const today = todayIso();
  expect(upcomingDateField.parse(today)).toBe(today);
  expect(upcomingDateField.parse(` ${addDays(today, 30)} `)).toBe(addDays(today, 30));
  expect(fieldErrors(upcomingDateField.safeParse(addDays(today, -1)))[ROOT_FIELD]).toBe('validation.date_past');
});

test('upcoming date: judged against the clock at parse time', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
    expect(upcomingDateField.safeParse('2030-03-10').success).toBe(true);
    expect(upcomingDateField.safeParse('2030-03-09').success).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});
