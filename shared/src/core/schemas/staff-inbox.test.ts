import { expect, test } from 'vitest';
import {
  inboxExportQuerySchema,
  inboxQuerySchema,
  kindOfReference,
  REQUEST_KINDS,
  REQUEST_KINDS_BY_ROLE,
  requestChangeSchema,
  requestReplySchema,
} from './staff-inbox';

test('a reference names its kind by its first letter; anything else is no reference', () => {
  expect(kindOfReference('Q-2026-000123')).toBe('quote');
  expect(kindOfReference('O-2026-000045')).toBe('other-quote');
  expect(kindOfReference('C-2026-000017')).toBe('contact');
  expect(kindOfReference('A-2026-1234567')).toBe('application');
  for (const other of ['X-2026-000001', 'q-2026-000001', 'Q-2026-12', 'Q-2026-000001 ', '']) {
    expect(kindOfReference(other), other).toBeNull();
  }
});

test('admins see every kind, sales three, recruiters applications, editors none', () => {
  expect(REQUEST_KINDS_BY_ROLE.admin).toEqual(REQUEST_KINDS);
  expect(REQUEST_KINDS_BY_ROLE.sales).toEqual(['quote', 'other-quote', 'contact']);
  expect(REQUEST_KINDS_BY_ROLE.recruiter).toEqual(['application']);
  expect(REQUEST_KINDS_BY_ROLE.editor).toEqual([]);
});

test('the inbox query: strings of a URL in, typed filters out; a blank search is no search', () => {
  expect(inboxQuerySchema.parse({ assignee: '12', page: '3', q: '  Amina ' })).toEqual({
    assignee: 12,
    page: 3,
    q: 'Amina',
  });
  expect(inboxQuerySchema.parse({ assignee: 'me', q: '   ' })).toEqual({ assignee: 'me', page: 1 });
  for (const bad of [{ assignee: '0' }, { assignee: 'x' }, { page: '0' }, { from: '2026-02-30' }, { status: 'open' }])
    expect(inboxQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  expect(inboxExportQuerySchema.parse({})).toEqual({ lang: 'fr' });
  expect(inboxExportQuerySchema.safeParse({ lang: 'de' }).success).toBe(false);
});

test('a change or a reply carries the updated_at it read; a reply needs a text', () => {
  const updated_at = '2026-11-28T10:00:00.123Z';
  expect(requestChangeSchema.parse({ assignee_id: null, updated_at })).toEqual({ assignee_id: null, updated_at });
  expect(requestChangeSchema.safeParse({ status: 'answered' }).success).toBe(false);
  expect(requestReplySchema.parse({ subject: ' ', text: ' Merci ', updated_at })).toEqual({
    text: 'Merci',
    updated_at,
  });
  expect(requestReplySchema.safeParse({ text: '', updated_at }).success).toBe(false);
});
