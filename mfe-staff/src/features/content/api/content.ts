import useSWR from 'swr';
import { z } from 'zod';
import {
  staffArticleSchema,
  staffArticleSummarySchema,
  staffContentVersionDetailSchema,
  staffContentVersionListSchema,
  staffJobSchema,
  staffJobSummarySchema,
  type StaffArticleInput,
  type StaffJobInput,
} from '@freight/shared/core/schemas/staff-content';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

// The back office's job offers and articles (server/README.md, "Job offers and articles"): one shape for
// both kinds, so the list, the editor and the publication bar are written once.

export const CONTENT_KINDS = {
  job: { path: '/jobs', record: staffJobSchema, summary: staffJobSummarySchema, publicPath: '/jobOffers' },
  article: { path: '/articles', record: staffArticleSchema, summary: staffArticleSummarySchema, publicPath: '/blog' },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentStatusFilter = 'all' | 'draft' | 'published';

const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ data: z.array(item), page: z.number(), last_page: z.number(), total: z.number() });

/** The lists' SWR keys start with this (strings, so signing out drops them with the rest). */
export const listKey = (kind: ContentKind) => `${STAFF_KEY}content:${kind}:list`;
export const recordKey = (kind: ContentKind, id: number) => `${STAFF_KEY}content:${kind}:${id}`;

/** A page of offers; `enabled` false fetches nothing (the articles' page). */
export function useJobList(status: ContentStatusFilter, page: number, enabled = true) {
  return useSWR(enabled ? `${listKey('job')}?status=${status}&page=${page}` : null, () =>
    staffFetch('/jobs', { query: { status, page }, schema: pageOf(staffJobSummarySchema) }),
  );
}

export function useArticleList(status: ContentStatusFilter, page: number, enabled = true) {
  return useSWR(enabled ? `${listKey('article')}?status=${status}&page=${page}` : null, () =>
    staffFetch('/articles', { query: { status, page }, schema: pageOf(staffArticleSummarySchema) }),
  );
}

export const fetchJob = (id: number) => staffFetch(`/jobs/${id}`, { schema: staffJobSchema });
export const fetchArticle = (id: number) => staffFetch(`/articles/${id}`, { schema: staffArticleSchema });

/** POST creates a draft; PUT replaces it with the `updated_at` read (409 STALE_UPDATE when stale). */
export const saveJob = (id: number | null, body: StaffJobInput, updatedAt?: string) =>
  id === null
    ? staffFetch('/jobs', { method: 'POST', body, schema: staffJobSchema })
    : staffFetch(`/jobs/${id}`, { method: 'PUT', body: { ...body, updated_at: updatedAt }, schema: staffJobSchema });

export const saveArticle = (id: number | null, body: StaffArticleInput, updatedAt?: string) =>
  id === null
    ? staffFetch('/articles', { method: 'POST', body, schema: staffArticleSchema })
    : staffFetch(`/articles/${id}`, {
        method: 'PUT',
        body: { ...body, updated_at: updatedAt },
        schema: staffArticleSchema,
      });

/** Publishes (now, or at `at`) or unpublishes with the `updated_at` read; answers the record as it now is. */
export function setPublished<K extends ContentKind>(
  kind: K,
  id: number,
  published: boolean,
  updatedAt: string,
  at?: string,
) {
  const spec = CONTENT_KINDS[kind];
  return staffFetch(`${spec.path}/${id}/${published ? 'publish' : 'unpublish'}`, {
    method: 'POST',
    body: at ? { updated_at: updatedAt, at } : { updated_at: updatedAt },
    schema: spec.record as (typeof CONTENT_KINDS)[K]['record'],
  });
}

const imagesSchema = z.object({ data: z.array(z.object({ name: z.string(), url: z.string() })) });

/** The site's own pictures an article may use (GET /api/staff/article-images). */
export function useArticleImages() {
  return useSWR(
    `${STAFF_KEY}content:article-images`,
    async () => (await staffFetch('/article-images', { schema: imagesSchema })).data,
  );
}

/** A record's kept versions, newest first (each save is one). */
export function useVersions(kind: ContentKind, id: number | null) {
  return useSWR(
    id === null ? null : `${recordKey(kind, id)}:versions`,
    async () =>
      (await staffFetch(`${CONTENT_KINDS[kind].path}/${id}/versions`, { schema: staffContentVersionListSchema })).data,
  );
}

export const fetchVersion = (kind: ContentKind, id: number, number: number) =>
  staffFetch(`${CONTENT_KINDS[kind].path}/${id}/versions/${number}`, { schema: staffContentVersionDetailSchema });

/** Saves an earlier version's fields as a new version, with the `updated_at` read (409 when stale). */
export function restoreVersion<K extends ContentKind>(kind: K, id: number, number: number, updatedAt: string) {
  const spec = CONTENT_KINDS[kind];
  return staffFetch(`${spec.path}/${id}/versions/${number}/restore`, {
    method: 'POST',
    body: { updated_at: updatedAt },
    schema: spec.record as (typeof CONTENT_KINDS)[K]['record'],
  });
}
