import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { BUSINESS_TIME_ZONE, type SiteLanguage } from '@freight/shared/core/constants';
import type { RequestKind, RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../db/database';
import { todayIso } from '@freight/shared/core/schemas/dates';
import type { OfferStatus } from '../offers/offer-schemas';
import { centsDecimal } from '@freight/shared/core/offers/offer-totals';
import { EXPORT_COLUMNS, type ExportColumn, exportTexts } from './export-texts';
import { type FilterScope, type InboxFilters, inboxWhere, newestOfferJoin } from './request-filters';

// The CSV export of the filtered inbox (docs/decisions/018-staff-inbox.md):
// rows read in keyset batches by (created_at, reference), newest first, so
// the whole list is never in memory, on PGlite (one connection, no cursor
// across queries) as on PostgreSQL; written by csv-stringify as they come.

export const EXPORT_BATCH_SIZE = 500;

interface ExportRow {
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  assignee: string | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  language: string;
  subject: string | null;
  /** The request's offer, its newest version (state as of today) and booking, if any. */
  offer: string | null;
  offer_version: number | null;
  offer_status: OfferStatus | null;
  offer_total_cents: number | null;
  offer_currency: string | null;
  booking: string | null;
  /** The keyset: created_at to the microsecond. */
  cursor_at: string;
}

/** How many requests the filters select now (what the audit records of an export). */
export async function countExportRows(db: Queryable, filters: InboxFilters, scope: FilterScope): Promise<number> {
  const { conditions, params } = inboxWhere(filters, scope);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM staff_requests r WHERE ${conditions.join(' AND ')}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** The requests of the filters, newest first, `batchSize` rows a query. */
export async function* exportRows(
  db: Queryable,
  filters: InboxFilters,
  scope: FilterScope,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow> {
  let after: { at: string; reference: string } | null = null;
  for (;;) {
    const { conditions, params } = inboxWhere(filters, scope);
    params.push(todayIso());
    const today = `$${params.length}::date`;
    if (after) {
      params.push(after.at, after.reference);
      conditions.push(`(r.created_at, r.reference) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    const { rows } = await db.query<ExportRow>(
      `SELECT r.reference, r.kind, r.status, a.name AS assignee, r.full_name AS name, r.email, r.phone, r.company, r.language, r.subject,
         o.number AS offer, ov.version AS offer_version, ov.status AS offer_status,
         ov.total_cents::float8 AS offer_total_cents, ov.currency AS offer_currency, b.booking_reference AS booking,
         to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
       FROM staff_requests r LEFT JOIN staff_accounts a ON a.id = r.assignee_id
         ${newestOfferJoin(today)}
         LEFT JOIN bookings b ON b.reference = r.reference
       WHERE ${conditions.join(' AND ')}
       ORDER BY r.created_at DESC, r.reference DESC LIMIT ${batchSize}`,
      params,
    );
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.cursor_at, reference: last.reference };
  }
}

// 'YYYY-MM-DD HH:MM' on the company's clock (Swedish dates are ISO-like), formatted here:
// to_char with a time zone costs PGlite more than Intl does.
const receivedAt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection") start with a quote instead. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export as a CSV stream: UTF-8 with a BOM (Excel then reads accents right), a translated header row. */
export function exportCsv(rows: AsyncIterable<ExportRow>, language: SiteLanguage): Readable {
  const texts = exportTexts(language);
  const cells = ({ cursor_at, offer_total_cents, ...row }: ExportRow): Record<ExportColumn, string> => ({
    ...row,
    offer: row.offer ?? '',
    offer_version: row.offer_version === null ? '' : String(row.offer_version),
    offer_status: row.offer_status ? texts.offerStatus(row.offer_status) : '',
    offer_total: offer_total_cents === null ? '' : centsDecimal(offer_total_cents),
    offer_currency: row.offer_currency ?? '',
    booking: row.booking ?? '',
    received_at: receivedAt.format(new Date(cursor_at)),
    kind: texts.kind(row.kind),
    status: texts.status(row.status),
    language: texts.language(row.language),
    assignee: row.assignee ?? '',
    company: row.company ?? '',
    subject: (row.subject ?? '').replace(/\s+/g, ' ').trim(),
  });
  const csv = stringify({
    bom: true,
    header: true,
    columns: EXPORT_COLUMNS.map((key) => ({ key, header: texts.header(key) })),
    cast: { string: neutraliseFormula },
  });
  // A failing query destroys the CSV stream, which ends the answer early instead of truncating it silently.
  async function* records() {
    for await (const row of rows) yield cells(row);
  }
  return pipeline(Readable.from(records()), csv, () => undefined);
}
