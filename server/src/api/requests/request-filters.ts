import { BUSINESS_TIME_ZONE } from '@freight/shared/core/constants';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { type InboxExportQuery, kindOfReference, type RequestKind } from '@freight/shared/core/schemas/staff-inbox';

// The WHERE clause of the inbox over the staff_requests view
// (migrations/008-request-workflow.sql), shared by the list and the CSV export.

export type InboxFilters = Omit<InboxExportQuery, 'lang'>;

export interface FilterScope {
  /** The kinds the caller's role may see: a request of another kind is never listed, counted or exported. */
  kinds: readonly RequestKind[];
  /** The caller, for `assignee=me`. */
  accountId: number;
  /** Open requests that arrived at or before it and have no reply yet are overdue (first-answer.ts). */
  overdueBefore: Date;
}

/**
 * SQL: the newest version of `r`'s offer as `ov` (number, version, total, currency, and its state as
 * the shipper sees it on `today`, a date parameter: 'expired' is read, never written, ADR 031).
 */
export const newestOfferJoin = (today: string) => `LEFT JOIN offers o ON o.reference = r.reference
  LEFT JOIN LATERAL (
    SELECT v.version, v.total_cents, v.currency,
      CASE WHEN v.status = 'sent' AND v.valid_until < ${today} THEN 'expired' ELSE v.status END AS status
    FROM offer_versions v WHERE v.offer_id = o.id ORDER BY v.version DESC LIMIT 1
  ) ov ON true`;

/** `%text%` for LIKE, the wildcards the person typed taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * SQL conditions on `r` (the view) and their parameters, numbered from $1.
 * Dates are days of the company's calendar; `to` includes its whole day.
 */
export function inboxWhere(
  filters: InboxFilters,
  scope: FilterScope,
  { withStatus = true }: { withStatus?: boolean } = {},
): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    let text = sql;
    for (const value of values) {
      params.push(value);
      text = text.replace('?', `$${params.length}`);
    }
    conditions.push(text);
  };
  // A whole reference typed in the search names one request of one kind: found by its unique index
  // rather than by a scan of every row's search text.
  const reference = filters.q?.trim().toUpperCase();
  const referenceKind = reference ? kindOfReference(reference) : null;
  const kinds = scope.kinds.filter(
    (kind) => (!filters.kind || kind === filters.kind) && (!referenceKind || kind === referenceKind),
  );
  // Literals from the closed list of kinds, so the planner drops the other tables of the view.
  conditions.push(kinds.length > 0 ? `r.kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')})` : 'false');
  if (withStatus && filters.status) add('r.status = ?', filters.status);
  if (filters.assignee === 'none') conditions.push('r.assignee_id IS NULL');
  else if (filters.assignee === 'me') add('r.assignee_id = ?', scope.accountId);
  else if (filters.assignee !== undefined) add('r.assignee_id = ?', filters.assignee);
  // The literal statuses match the partial "waiting" indexes of migration 012.
  if (filters.overdue)
    add(
      "r.first_reply_at IS NULL AND r.status IN ('new', 'in_progress') AND r.created_at <= ?",
      scope.overdueBefore.toISOString(),
    );
  if (filters.offer === 'none')
    conditions.push('NOT EXISTS (SELECT 1 FROM offers fo WHERE fo.reference = r.reference)');
  else if (filters.offer)
    add(
      `(SELECT CASE WHEN v.status = 'sent' AND v.valid_until < ?::date THEN 'expired' ELSE v.status END
        FROM offers fo JOIN offer_versions v ON v.offer_id = fo.id
        WHERE fo.reference = r.reference ORDER BY v.version DESC LIMIT 1) = ?`,
      todayIso(),
      filters.offer,
    );
  if (filters.from) add('r.created_at >= (?::date)::timestamp AT TIME ZONE ?', filters.from, BUSINESS_TIME_ZONE);
  if (filters.to) add('r.created_at < (?::date + 1)::timestamp AT TIME ZONE ?', filters.to, BUSINESS_TIME_ZONE);
  // Name, e-mail, company, reference and the preview, lower-cased by the database on both sides.
  if (referenceKind) add('r.reference = ?', reference);
  else if (filters.q) add('r.inbox_search LIKE lower(?)', containsPattern(filters.q));
  return { conditions, params };
}
