import useSWR from 'swr';
import { z } from 'zod';
import { requiredText } from '@freight/shared/core/schemas/fields';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';
import type { InboxFilters } from './inbox';

// The inbox's views with their unread counts, and the poll that tells the list new requests arrived
// (docs/decisions/033-inbox-views-and-bulk-actions.md).

export const BUILT_IN_VIEWS = ['mine', 'unassigned', 'overdue'] as const;

const viewSchema = z.object({
  id: z.union([z.enum(BUILT_IN_VIEWS), z.number().int()]),
  name: z.string().nullable(),
  filters: z.record(z.string(), z.string()),
  unread: z.number().int(),
});
export type InboxView = z.infer<typeof viewSchema>;

/** The name of a view the person saves (the API's limit). */
export const viewNameSchema = z.object({ name: requiredText(60) });

export const VIEWS_KEY = `${STAFF_KEY}views`;

/** How often the views' counts and the newest arrival are asked for while the inbox is open. */
export const LIVE_INTERVAL_MS = 15_000;

export function useInboxViews() {
  return useSWR(
    VIEWS_KEY,
    async () => (await staffFetch('/views', { schema: z.object({ data: z.array(viewSchema) }) })).data,
    { refreshInterval: LIVE_INTERVAL_MS },
  );
}

/** The newest request the caller may see; the list reads its page again only when it moves. */
export function useLatestArrival() {
  return useSWR(
    `${STAFF_KEY}requests-latest`,
    async () => (await staffFetch('/requests-latest', { schema: z.object({ latest: z.string().nullable() }) })).latest,
    { refreshInterval: LIVE_INTERVAL_MS },
  );
}

/** The list's filters without the page: what a saved view keeps. */
export function viewFiltersOf({ page: _page, ...filters }: InboxFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const createView = (name: string, filters: InboxFilters) =>
  staffFetch('/views', {
    method: 'POST',
    body: { name, filters: viewFiltersOf(filters) },
    schema: z.object({ id: z.number() }),
  });

export const renameView = (id: number, name: string) => staffFetch(`/views/${id}`, { method: 'PATCH', body: { name } });

export const deleteView = (id: number) => staffFetch(`/views/${id}`, { method: 'DELETE' });

/** Several requests at once, each with the updated_at the list read (one transaction on the server). */
export const bulkChange = (
  requests: { reference: string; updated_at: string }[],
  change: { status?: 'archived' | 'new' | 'in_progress' | 'answered'; assignee_id?: number | null },
) =>
  staffFetch('/requests/bulk', {
    method: 'POST',
    body: { requests, ...change },
    schema: z.object({
      changed: z.array(z.string()),
      stale: z.array(z.object({ reference: z.string() }).loose()),
      missing: z.array(z.string()),
    }),
  });
