import { PAGE_SIZE, type Paginated } from '@freight/shared/core/api/models';

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/** A page beyond the last one is an empty page, not an error: lists can shrink between two requests. */
export function toPage<T>(data: T[], page: number, total: number): Paginated<T> {
  return { data, page, last_page: Math.ceil(total / PAGE_SIZE), total };
}

/** timestamptz as an ISO 8601 UTC string, identical under PGlite and pg. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
