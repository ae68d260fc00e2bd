import useSWR from 'swr';
import { staffAuditPageSchema, type StaffAuditQuery } from '@freight/shared/core/schemas/staff';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

/** The actions the log records today; another is shown by its code. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'account-created',
  'account-changed',
  'account-disabled',
  'account-enabled',
  'password-changed',
  'password-reset-used',
  'reset-link-issued',
  // The inbox's.
  'request-changed',
  'request-replied',
  'requests-exported',
  'cv-downloaded',
  'follow-link-issued',
  'reply-template-created',
  'reply-template-changed',
  'reply-template-deleted',
  'reply-attachment-downloaded',
  // The content's.
  'job-created',
  'job-changed',
  'job-published',
  'job-unpublished',
  'article-created',
  'article-changed',
  'article-published',
  'article-unpublished',
  // The media library's (docs/decisions/035, "Media").
  'media-uploaded',
  'media-described',
  'media-deleted',
  // Personal data: an admin's export or erasure, and the retention sweep.
  'data-subject-exported',
  'data-subject-erased',
  'applications-expired',
] as const;

export type AuditFilters = Partial<Record<'actor' | 'action' | 'from' | 'to', string>> & { page: number };

/** A page of GET /api/staff/audit, newest first; the key holds every filter. */
export function useAuditPage(filters: AuditFilters) {
  const query: Record<keyof StaffAuditQuery, string | number | undefined> = {
    actor: filters.actor,
    action: filters.action,
    from: filters.from,
    // The day given is included: the API's `to` is an instant, so up to the next day's start.
    to: filters.to ? nextDay(filters.to) : undefined,
    page: filters.page,
  };
  return useSWR(`${STAFF_KEY}audit?${JSON.stringify(query)}`, () =>
    staffFetch('/audit', { query, schema: staffAuditPageSchema }),
  );
}

function nextDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}
