import {
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxQuery,
  REQUEST_STATUSES,
  type RequestDetail,
  type RequestKind,
  type RequestSummary,
} from '@freight/shared/core/schemas/staff-inbox';
import { todayIso } from '@freight/shared/core/schemas/dates';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { isWaiting, overdueBound, waitingMinutes } from './first-answer';
import { countsOf, keptCountsServe, readBuckets, type StatusCounts } from './inbox-counts';
import { type FilterScope, type InboxFilters, inboxWhere, newestOfferJoin } from './request-filters';

// Reading the inbox: pages of the staff_requests view, and one request's
// detail with its acknowledgement and history (migrations/008-request-workflow.sql).

/** The table of each kind (migrations 002-004). */
export const REQUEST_TABLES: Record<RequestKind, string> = {
  quote: 'quote_requests',
  'other-quote': 'other_quote_requests',
  contact: 'contact_messages',
  application: 'applications',
};

type Ref = { id: number; name: string } | null;
const ref = (id: number | null, name: string | null): Ref => (id !== null && name !== null ? { id, name } : null);

const SUMMARY_COLUMNS = `r.kind, r.reference, r.full_name, r.email, r.company, r.subject, r.inbox_preview AS preview,
  r.language, r.status, r.assignee_id::int AS assignee_id, a.name AS assignee_name,
  ${isoTimestamp('r.created_at')} AS created_at, ${isoTimestamp('r.updated_at')} AS updated_at,
  ${isoTimestamp('r.first_reply_at')} AS first_reply_at`;

type SummaryRow = Omit<RequestSummary, 'assignee' | 'waiting_minutes' | 'overdue' | 'offer'> & {
  assignee_id: number | null;
  assignee_name: string | null;
};

interface OfferColumns {
  offer_number: string | null;
  offer_version: number | null;
  offer_status: NonNullable<RequestSummary['offer']>['status'] | null;
  offer_total_cents: number | null;
  offer_currency: NonNullable<RequestSummary['offer']>['currency'] | null;
}
type ListRow = SummaryRow & OfferColumns;

/** The list's offer column: the newest version's state and total. */
function offerBrief(row: OfferColumns): RequestSummary['offer'] {
  if (row.offer_number === null || row.offer_version === null || row.offer_status === null) return null;
  return {
    number: row.offer_number,
    version: row.offer_version,
    status: row.offer_status,
    total_cents: row.offer_total_cents ?? 0,
    currency: row.offer_currency ?? 'MAD',
  };
}

/** A row as the list shows it: its assignee, and its wait for a first answer measured now. */
function toSummary({ assignee_id, assignee_name, ...row }: SummaryRow, overdueBefore: Date): RequestSummary {
  return {
    ...row,
    assignee: ref(assignee_id, assignee_name),
    waiting_minutes: waitingMinutes(row.created_at, row.first_reply_at),
    overdue: isWaiting(row.status, row.first_reply_at) && Date.parse(row.created_at) <= overdueBefore.getTime(),
  };
}

const DELIVERY_COLUMNS = (o: string) =>
  `${o}.status AS delivery_status, ${o}.attempts AS delivery_attempts, ${o}.last_error AS delivery_error,
   ${isoTimestamp(`${o}.sent_at`)} AS delivery_sent_at`;

interface DeliveryRow {
  delivery_status: 'pending' | 'sent' | 'logged' | 'failed' | null;
  delivery_attempts: number | null;
  delivery_error: string | null;
  delivery_sent_at: string | null;
}

function toDelivery(row: DeliveryRow) {
  if (row.delivery_status === null) return null;
  return {
    status: row.delivery_status,
    attempts: row.delivery_attempts ?? 0,
    last_error: row.delivery_error,
    sent_at: row.delivery_sent_at,
  };
}

/** Counts per status over the filters but the status, counted row by row (a date range or a search). */
async function countRows(db: Queryable, filters: InboxFilters, scope: FilterScope): Promise<StatusCounts> {
  const counted = inboxWhere(filters, scope, { withStatus: false });
  const { rows } = await db.query<{ status: (typeof REQUEST_STATUSES)[number]; count: number }>(
    `SELECT r.status, count(*)::int AS count FROM staff_requests r
     WHERE ${counted.conditions.join(' AND ')} GROUP BY r.status`,
    counted.params,
  );
  const counts = { new: 0, in_progress: 0, answered: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export function createRequestsStore(db: Queryable, { firstAnswerTargetHours }: { firstAnswerTargetHours: number }) {
  return {
    /** A page of the inbox, newest first, and the counts per status over the same filters but the status. */
    async list(query: InboxQuery, scope: FilterScope): Promise<InboxPage> {
      const { conditions, params } = inboxWhere(query, scope);
      const offset = (query.page - 1) * INBOX_PAGE_SIZE;
      params.push(todayIso());
      const today = `$${params.length}::date`;
      // Without a date range, a search or an offer filter, the counts per status come from the kept counts (migration 018).
      const [{ rows }, counts] = await Promise.all([
        db.query<ListRow>(
          `SELECT ${SUMMARY_COLUMNS}, o.number AS offer_number, ov.version AS offer_version, ov.status AS offer_status,
             ov.total_cents::float8 AS offer_total_cents, ov.currency AS offer_currency
           FROM staff_requests r LEFT JOIN staff_accounts a ON a.id = r.assignee_id
           ${newestOfferJoin(today)}
           WHERE ${conditions.join(' AND ')}
           ORDER BY r.created_at DESC, r.reference DESC LIMIT ${INBOX_PAGE_SIZE} OFFSET ${offset}`,
          params,
        ),
        keptCountsServe(query)
          ? readBuckets(db, scope, { recent: Boolean(query.overdue) }).then(
              (buckets) => countsOf(buckets, query, scope).all,
            )
          : countRows(db, query, scope),
      ]);
      const total = query.status ? counts[query.status] : REQUEST_STATUSES.reduce((sum, s) => sum + counts[s], 0);
      return {
        data: rows.map(({ offer_number, offer_version, offer_status, offer_total_cents, offer_currency, ...row }) => ({
          ...toSummary(row, scope.overdueBefore),
          offer: offerBrief({ offer_number, offer_version, offer_status, offer_total_cents, offer_currency }),
        })),
        page: query.page,
        last_page: Math.ceil(total / INBOX_PAGE_SIZE),
        total,
        counts,
      };
    },

    /** Everything about one request, or null when the reference names nothing of that kind. */
    async detail(kind: RequestKind, reference: string): Promise<RequestDetail | null> {
      const { rows } = await db.query<
        SummaryRow & {
          phone: string;
          by_id: number | null;
          by_name: string | null;
          payload: Record<string, unknown>;
          columns: Record<string, unknown>;
        }
      >(
        `SELECT ${SUMMARY_COLUMNS}, r.phone, b.id::int AS by_id, b.name AS by_name, t.payload,
           to_jsonb(t) - ARRAY['payload', 'idempotency_key', 'cv_storage_key', 'client_ip', 'inbox_search', 'inbox_preview', 'first_reply_at'] AS columns
         FROM staff_requests r
         JOIN ${REQUEST_TABLES[kind]} t ON t.reference = r.reference
         LEFT JOIN staff_accounts a ON a.id = r.assignee_id
         LEFT JOIN staff_accounts b ON b.id = r.updated_by
         WHERE r.kind = '${kind}' AND r.reference = $1`,
        [reference],
      );
      const row = rows[0];
      if (!row) return null;
      const { phone, by_id, by_name, payload, columns, ...summary } = row;
      const [acknowledgement, history] = await Promise.all([
        db.query<DeliveryRow>(
          `SELECT ${DELIVERY_COLUMNS('o')} FROM outbox o
           WHERE payload ? 'acknowledges' AND payload ->> 'acknowledges' = $1 ORDER BY id DESC LIMIT 1`,
          [reference],
        ),
        db.query<
          DeliveryRow & {
            id: number;
            at: string;
            type: RequestDetail['history'][number]['type'];
            actor_id: number | null;
            actor_name: string | null;
            details: Record<string, unknown>;
          }
        >(
          `SELECT e.id::int AS id, ${isoTimestamp('e.at')} AS at, e.type, e.actor_id::int AS actor_id,
             s.name AS actor_name, e.details, ${DELIVERY_COLUMNS('o')}
           FROM request_events e
           LEFT JOIN staff_accounts s ON s.id = e.actor_id
           LEFT JOIN outbox o ON e.type = 'reply' AND o.id = (e.details ->> 'outbox_id')::bigint
           WHERE e.reference = $1 ORDER BY e.at DESC, e.id DESC`,
          [reference],
        ),
      ]);
      return {
        ...toSummary(summary, overdueBound(firstAnswerTargetHours)),
        phone,
        payload,
        columns,
        updated_by: ref(by_id, by_name),
        acknowledgement: acknowledgement.rows[0] ? toDelivery(acknowledgement.rows[0]) : null,
        application:
          kind === 'application'
            ? {
                cv: { file_name: String(columns.cv_file_name), size: Number(columns.cv_size) },
                offer:
                  columns.job_post === null && columns.job_id === null
                    ? null
                    : {
                        id: typeof columns.job_id === 'number' ? columns.job_id : null,
                        title: String(columns.job_post ?? ''),
                      },
                cv_consent_at: typeof columns.cv_consent_at === 'string' ? columns.cv_consent_at : null,
              }
            : null,
        history: history.rows.map(({ id, at, type, actor_id, actor_name, details, ...delivery }) => ({
          id,
          at,
          type,
          actor: ref(actor_id, actor_name),
          details,
          delivery: toDelivery(delivery),
        })),
      };
    },
  };
}

export type RequestsStore = ReturnType<typeof createRequestsStore>;
