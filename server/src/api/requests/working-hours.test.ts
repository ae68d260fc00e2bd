import { expect, test } from 'vitest';
import { OFFICE_HOURS, wallClock, wallClockOfIntl, workingMsBefore, workingMsBetween } from './working-hours';

// The office's week on a UTC clock, so each instant below reads as written; the last tests use
// Casablanca's own clock, whose offset changes during Ramadan.
const utcOffice = { ...OFFICE_HOURS, timeZone: 'UTC' };
const HOUR = 3_600_000;
const between = (from: string, to: string) => workingMsBetween(new Date(from), new Date(to), utcOffice) / HOUR;
const before = (now: string, hours: number) => workingMsBefore(new Date(now), hours * HOUR, utcOffice).toISOString();

// 2026-11-23 is a Monday.
test('within one working day, only the open hours count', () => {
  expect(between('2026-11-23T10:00:00Z', '2026-11-23T12:30:00Z')).toBe(2.5);
  expect(between('2026-11-23T07:00:00Z', '2026-11-23T20:00:00Z')).toBe(9);
  expect(between('2026-11-23T18:30:00Z', '2026-11-23T23:00:00Z')).toBe(0);
});

test('an evening arrival waits from the next morning', () => {
  expect(between('2026-11-23T17:00:00Z', '2026-11-24T10:00:00Z')).toBe(2);
  expect(between('2026-11-23T21:00:00Z', '2026-11-24T09:45:00Z')).toBe(0.75);
});

test('a weekend counts nothing', () => {
  expect(between('2026-11-27T16:00:00Z', '2026-11-30T11:00:00Z')).toBe(4);
  expect(between('2026-11-28T10:00:00Z', '2026-11-29T17:00:00Z')).toBe(0);
});

test('across days and weeks, each open day counts nine hours', () => {
  expect(between('2026-11-23T09:00:00Z', '2026-11-30T09:00:00Z')).toBe(45);
  expect(between('2026-11-25T12:00:00Z', '2026-11-27T12:00:00Z')).toBe(18);
  expect(between('2026-11-02T09:00:00Z', '2026-11-30T09:00:00Z')).toBe(180);
  expect(between('2026-11-24T10:00:00Z', '2026-11-23T10:00:00Z')).toBe(0);
});

test('the bound of "waited at least": back over evenings and weekends', () => {
  expect(before('2026-11-23T13:00:00Z', 4)).toBe('2026-11-23T09:00:00.000Z');
  expect(before('2026-11-23T10:00:00Z', 4)).toBe('2026-11-20T15:00:00.000Z');
  expect(before('2026-11-28T12:00:00Z', 4)).toBe('2026-11-27T14:00:00.000Z');
  expect(before('2026-11-24T07:00:00Z', 4)).toBe('2026-11-23T14:00:00.000Z');
  expect(before('2026-11-23T13:00:00Z', 0)).toBe('2026-11-23T13:00:00.000Z');
});

test('the bound and the waiting time agree, whatever the hour', () => {
  for (let at = Date.parse('2026-11-20T00:00:00Z'); at < Date.parse('2026-11-25T00:00:00Z'); at += 37 * 60_000) {
    const now = new Date(at);
    for (const hours of [0.5, 4, 20]) {
      const bound = workingMsBefore(now, hours * HOUR);
      expect(workingMsBetween(bound, now)).toBe(hours * HOUR);
      expect(workingMsBetween(new Date(bound.getTime() + 60_000), now)).toBeLessThan(hours * HOUR);
    }
  }
});

test("on Casablanca's clock, 09:00 follows the offset (UTC+1, UTC+0 during Ramadan)", () => {
  // Monday 2026-02-09 (UTC+1) and Monday 2026-03-02 (Ramadan, UTC+0): the same hour in UTC.
  const inCasablanca = (from: string, to: string) => workingMsBetween(new Date(from), new Date(to)) / HOUR;
  expect(inCasablanca('2026-02-09T07:30:00Z', '2026-02-09T09:00:00Z')).toBe(1);
  expect(inCasablanca('2026-03-02T07:30:00Z', '2026-03-02T09:00:00Z')).toBe(0);
  expect(inCasablanca('2026-02-09T00:00:00Z', '2026-02-10T00:00:00Z')).toBe(9);
  expect(inCasablanca('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')).toBe(9);
  // Friday before Ramadan to Monday during it: the offset changes over the weekend.
  expect(inCasablanca('2026-02-13T16:00:00Z', '2026-02-23T10:00:00Z')).toBe(1 + 5 * 9 + 1);
});

test('the offset kept per hour reads as Intl does, across changes on the hour and within one', () => {
  const changes: [string, string][] = [
    // Casablanca into and out of Ramadan's UTC+0, Paris into summer time: changes on a UTC hour.
    ['Africa/Casablanca', '2026-02-15T02:00:00Z'],
    ['Africa/Casablanca', '2026-03-22T02:00:00Z'],
    ['Europe/Paris', '2026-03-29T01:00:00Z'],
    // Lord Howe Island moves by half an hour, at 02:00 of UTC+10:30: 15:30 UTC, within an hour.
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
  ];
  for (const [timeZone, change] of changes) {
    const around = Date.parse(change);
    for (let at = around - 3 * HOUR; at <= around + 3 * HOUR; at += 7 * 60_000 + 13) {
      expect(wallClock(at, timeZone), `${timeZone} ${new Date(at).toISOString()}`).toBe(wallClockOfIntl(at, timeZone));
      // Asked again: from the kept offset (or, in the hour of a change, from Intl again).
      expect(wallClock(at, timeZone)).toBe(wallClockOfIntl(at, timeZone));
    }
  }
});
