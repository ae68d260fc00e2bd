import type { ReplyTemplate, ReplyTemplateInput } from '@freight/shared/core/schemas/reply-templates';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import type { Queryable } from '../db/database';

// Reply templates (migrations/015-reply-templates-and-attachments.sql, docs/decisions/034): each
// person sees their own and the shared ones; its author edits and deletes it, an admin any.

export interface TemplateCaller {
  accountId: number;
  role: StaffRole;
}

interface TemplateRow {
  id: number;
  name: string;
  language: ReplyTemplate['language'];
  subject: string;
  body: string;
  shared: boolean;
  owner_id: number;
  owner_name: string;
  updated_at: string;
}

const SELECT = `SELECT t.id::int AS id, t.name, t.language, t.subject, t.body, t.shared, t.owner_id::int AS owner_id,
    a.name AS owner_name, to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
  FROM reply_templates t JOIN staff_accounts a ON a.id = t.owner_id`;

const mayEdit = (caller: TemplateCaller, ownerId: number) => caller.role === 'admin' || caller.accountId === ownerId;

function asTemplate(row: TemplateRow, caller: TemplateCaller): ReplyTemplate {
  const { owner_id: ownerId, owner_name: ownerName, ...rest } = row;
  return { ...rest, owner: { id: ownerId, name: ownerName }, editable: mayEdit(caller, ownerId) };
}

/** What the caller sees: an admin every template, the others theirs and the shared ones. */
export async function listTemplates(db: Queryable, caller: TemplateCaller): Promise<ReplyTemplate[]> {
  const { rows } = await db.query<TemplateRow>(
    `${SELECT} WHERE $1::boolean OR t.shared OR t.owner_id = $2 ORDER BY t.language, lower(t.name), t.id`,
    [caller.role === 'admin', caller.accountId],
  );
  return rows.map((row) => asTemplate(row, caller));
}

async function oneTemplate(db: Queryable, id: number, caller: TemplateCaller): Promise<ReplyTemplate | null> {
  const { rows } = await db.query<TemplateRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ? asTemplate(rows[0], caller) : null;
}

export async function createTemplate(db: Queryable, caller: TemplateCaller, input: ReplyTemplateInput) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reply_templates (owner_id, shared, language, name, subject, body)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [caller.accountId, input.shared, input.language, input.name, input.subject ?? '', input.body],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO reply_templates returned no id');
  return oneTemplate(db, id, caller);
}

/**
 * 'missing' for a template the caller cannot see (another's private one is as good as absent),
 * 'forbidden' for a shared one they may read but not change.
 */
async function access(db: Queryable, id: number, caller: TemplateCaller): Promise<'missing' | 'forbidden' | 'ok'> {
  const found = await oneTemplate(db, id, caller);
  if (!found || (!found.shared && !found.editable)) return 'missing';
  return found.editable ? 'ok' : 'forbidden';
}

export async function updateTemplate(db: Queryable, id: number, caller: TemplateCaller, input: ReplyTemplateInput) {
  const allowed = await access(db, id, caller);
  if (allowed !== 'ok') return allowed;
  await db.query(
    `UPDATE reply_templates SET shared = $2, language = $3, name = $4, subject = $5, body = $6, updated_at = now()
     WHERE id = $1`,
    [id, input.shared, input.language, input.name, input.subject ?? '', input.body],
  );
  return oneTemplate(db, id, caller);
}

export async function deleteTemplate(db: Queryable, id: number, caller: TemplateCaller) {
  const allowed = await access(db, id, caller);
  if (allowed !== 'ok') return allowed;
  await db.query('DELETE FROM reply_templates WHERE id = $1', [id]);
  return 'deleted' as const;
}
