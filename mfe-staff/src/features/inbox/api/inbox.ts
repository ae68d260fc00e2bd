import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import {
  inboxAssigneesSchema,
  inboxPageSchema,
  OFFER_FILTERS,
  type OfferFilter,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  requestDetailSchema,
  type RequestChange,
  type RequestKind,
  type RequestNote,
  type RequestReply,
  type RequestStatus,
} from '@freight/shared/core/schemas/staff-inbox';
import { getApiBase } from '@freight/shared/web/api/client';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

/** The list's filters as the address holds them (strings, as typed), and its page. */
export interface InboxFilters {
  kind?: RequestKind;
  status?: RequestStatus;
  /** An account id, `me` or `none`. */
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  /** `1`: only the overdue requests (docs/decisions/029). */
  overdue?: '1';
  /** No offer, or the state of the newest offer version (docs/decisions/031). */
  offer?: OfferFilter;
  page: number;
}

export const FILTER_NAMES = ['kind', 'status', 'assignee', 'from', 'to', 'q', 'overdue', 'offer'] as const;

/** The filters an address holds; a value the API would refuse is left out rather than shown as an error. */
export function filtersOf(params: URLSearchParams): InboxFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const kind = REQUEST_KINDS.find((value) => value === params.get('kind'));
  const status = REQUEST_STATUSES.find((value) => value === params.get('status'));
  const assignee = text('assignee');
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? '') ? text(name) : undefined);
  return {
    kind,
    status,
    assignee: assignee && /^(me|none|[1-9]\d{0,9})$/.test(assignee) ? assignee : undefined,
    from: day('from'),
    to: day('to'),
    q: text('q'),
    overdue: params.get('overdue') === '1' ? '1' : undefined,
    offer: OFFER_FILTERS.find((value) => value === params.get('offer')),
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
}

/** The address's query for `filters`: only what is set, page 1 left out (so a shared link stays short). */
export function searchOf(filters: InboxFilters): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ...FILTER_NAMES.map((name): [string, string | undefined] => [name, filters[name]]),
    ['page', filters.page > 1 ? String(filters.page) : undefined],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => !!entry[1]));
}

const REQUESTS_KEY = `${STAFF_KEY}requests`;

/** A page of GET /api/staff/requests, newest first; the key holds every filter. */
export function useInboxPage(filters: InboxFilters) {
  const query = { ...searchOf(filters), page: filters.page };
  return useSWR(`${REQUESTS_KEY}?${JSON.stringify(query)}`, () =>
    staffFetch('/requests', { query, schema: inboxPageSchema }),
  );
}

/** Reads the list again each time it opens: a request may have changed on its page (Back shows it as it is now). */
export function useFreshOnOpen(revalidate: () => unknown) {
  const first = useRef(revalidate);
  useEffect(() => {
    void first.current();
  }, []);
}

/** The address of the CSV of `filters` (every page), its header row in `lang`. */
export function exportHref(filters: InboxFilters, lang: string): string {
  const { page: _page, ...rest } = searchOf(filters);
  return `${getApiBase()}/staff/requests.csv?${new URLSearchParams({ ...rest, lang })}`;
}

export const cvHref = (reference: string) => `${getApiBase()}/staff/requests/${encodeURIComponent(reference)}/cv`;

const detailKey = (reference: string) => `${REQUESTS_KEY}/${reference}`;

/** One request, its history newest first. */
export function useRequest(reference: string) {
  return useSWR(detailKey(reference), () =>
    staffFetch(`/requests/${encodeURIComponent(reference)}`, { schema: requestDetailSchema }),
  );
}

/** Whom the caller may assign requests to, with the kinds each works on. */
export function useAssignees() {
  return useSWR(
    `${STAFF_KEY}assignees`,
    async () => (await staffFetch('/assignees', { schema: inboxAssigneesSchema })).data,
  );
}

/** Status and assignee, with the `updated_at` read: a stale one answers 409 STALE_UPDATE. */
export const changeRequest = (reference: string, body: RequestChange) =>
  staffFetch(`/requests/${encodeURIComponent(reference)}`, { method: 'PATCH', body, schema: requestDetailSchema });

export const addNote = (reference: string, body: RequestNote) =>
  staffFetch(`/requests/${encodeURIComponent(reference)}/notes`, { method: 'POST', body, schema: requestDetailSchema });

/** The reply: JSON, or with files a multipart form (its text fields first, then the files under `attachments`). */
export function sendReply(reference: string, body: RequestReply, files: readonly File[] = []) {
  let sent: RequestReply | FormData = body;
  if (files.length > 0) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value);
    for (const file of files) form.append('attachments', file, file.name);
    sent = form;
  }
  return staffFetch(`/requests/${encodeURIComponent(reference)}/replies`, {
    method: 'POST',
    body: sent,
    schema: requestDetailSchema,
  });
}

/** A file sent with a reply, through the staff download (audited; never public). */
export const attachmentHref = (reference: string, id: number) =>
  `${getApiBase()}/staff/requests/${encodeURIComponent(reference)}/attachments/${id}`;

/** Revokes the visitor's follow-up link and e-mails a new one to the request's address (docs/decisions/028). */
export const sendNewFollowLink = (reference: string) =>
  staffFetch(`/requests/${encodeURIComponent(reference)}/follow-link`, { method: 'POST' });
