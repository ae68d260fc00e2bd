import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  kindOfReference,
  REQUEST_KINDS_BY_ROLE,
  type RequestKind,
  type StaffRef,
} from '@freight/shared/core/schemas/staff-inbox';
import type { Queryable } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { overdueBound } from '../../requests/first-answer';
import { assignableAccount } from '../../requests/workflow';
import type { FilterScope } from '../../requests/request-filters';
import { signedIn } from '../../plugins/app/staff-auth';

// Which requests a staff member reaches: the kinds of their role. A reference
// names its kind by its first letter, so a request of another kind is refused
// (403) before the database is asked: the answer says nothing of whether it exists.

/** Sales and recruiters besides admins; editors are refused by the staff gate. */
export const INBOX_ACCESS = { staffAccess: ['sales', 'recruiter'] } as const;

export const referenceParamsSchema = z.object({ reference: z.string() });

/** What the caller reaches, and from when an unanswered request is overdue (`firstAnswerTargetHours` of office hours). */
export function scopeOf(request: FastifyRequest, firstAnswerTargetHours: number): FilterScope {
  const staff = signedIn(request);
  return {
    kinds: REQUEST_KINDS_BY_ROLE[staff.role],
    accountId: staff.accountId,
    overdueBefore: overdueBound(firstAnswerTargetHours),
  };
}

const kindsOf = (request: FastifyRequest) => REQUEST_KINDS_BY_ROLE[signedIn(request).role];

export function forbiddenKind(kind: RequestKind): HttpError {
  return new HttpError(403, 'FORBIDDEN_KIND', `Your role does not work on requests of kind ${kind}`);
}

/** The kind of the reference the caller may reach; 404 for what is not a reference, 403 for another role's kind. */
export function reachableKind(request: FastifyRequest, reference: string): RequestKind {
  const kind = kindOfReference(reference);
  if (!kind) throw notFound('No such request');
  if (!kindsOf(request).includes(kind)) throw forbiddenKind(kind);
  return kind;
}

/**
 * The assignee a change asks for (undefined: none asked, null: unassign), refused (409) when the account
 * is unknown, disabled, or of a role that does not work on every one of `kinds`.
 */
export async function requestedAssignee(
  db: Queryable,
  assigneeId: number | null | undefined,
  kinds: readonly RequestKind[],
): Promise<StaffRef | null | undefined> {
  if (assigneeId === undefined || assigneeId === null) return assigneeId;
  const account = await assignableAccount(db, assigneeId);
  if (!account) throw new HttpError(409, 'ASSIGNEE_UNKNOWN', 'No such account');
  if (account.disabled) throw new HttpError(409, 'ASSIGNEE_DISABLED', 'This account is disabled');
  if (kinds.some((kind) => !REQUEST_KINDS_BY_ROLE[account.role].includes(kind)))
    throw new HttpError(409, 'ASSIGNEE_ROLE', 'This account’s role does not work on this kind of request');
  return { id: account.id, name: account.name };
}
