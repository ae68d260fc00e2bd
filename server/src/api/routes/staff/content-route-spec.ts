import type { Paginated } from '@freight/shared/core/api/models';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import type { staffContentListQuerySchema } from '@freight/shared/core/schemas/staff-content';
import type { z } from 'zod';
import type { ChangeOutcome } from '../../content/content-records';
import type { VersionedKind } from '../../content/content-versions';
import type { Queryable } from '../../db/database';

// What the routes of job offers and articles are made of (content-routes.ts, content-version-routes.ts).

export interface ContentRecord {
  id: number;
  status: 'draft' | 'published';
  published_at: string | null;
  updated_at: string;
  updated_by: { id: number } | null;
}

export interface ContentStore<R extends ContentRecord, I> {
  get(id: number): Promise<R | null>;
  list(query: z.infer<typeof staffContentListQuerySchema>): Promise<Paginated<unknown>>;
  create(input: I, by: number): Promise<R>;
  update(id: number, input: I, updatedAt: string, by: number): Promise<ChangeOutcome<R>>;
  setPublished(id: number, published: boolean, updatedAt: string, by: number, at?: string): Promise<ChangeOutcome<R>>;
}

export interface ContentRoutesSpec<R extends ContentRecord, I> {
  /** '/api/staff/jobs' */
  path: string;
  /** The audit's target kind and the start of its actions: 'job' gives job-created, job-changed… */
  kind: VersionedKind;
  /** The record's editable fields as the form sends them: what a version keeps. */
  snapshot: (record: R) => I;
  roles: readonly StaffRole[];
  input: z.ZodType<I>;
  update: z.ZodType<I & { updated_at: string }>;
  store: (db: Queryable) => ContentStore<R, I>;
  /** The audit details of a change. */
  changes: (before: R | null, after: R) => Record<string, unknown>;
  /** Refuses (throws ValidationFailed) a published record that may not be, e.g. an offer whose last day is past. */
  checkPublished?: (record: R) => void;
  /** Checks what the schema cannot (the article's image exists); throws ValidationFailed. */
  checkInput?: (input: I) => Promise<void>;
}
