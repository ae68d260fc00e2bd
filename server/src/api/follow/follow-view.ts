import type { FollowView } from '@freight/shared/core/schemas/follow';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/pagination';
import { REQUEST_TABLES } from '../requests/requests-store';
import type { FollowedRequest } from './follow-links';

// What the follow-up page shows of a request: what the visitor sent, where it stands, the company's
// replies as written and the visitor's own messages. Read from the request and its events, of which
// only status changes, replies and visitor messages are selected: notes, assignments, CV downloads,
// staff names and the audit log never leave the back office.

type Step = FollowView['timeline'][number]['step'];

/** The step a status change reaches; back to 'new' is no step of the visitor's. */
const STEP_OF_STATUS: Record<string, Step | undefined> = {
  in_progress: 'in_progress',
  answered: 'answered',
  archived: 'closed',
};

interface EventRow {
  at: string;
  type: 'status' | 'reply' | 'visitor-message';
  to: string | null;
  text: string | null;
}

export async function followView(db: Queryable, { kind, reference }: FollowedRequest): Promise<FollowView | null> {
  const [request, events] = await Promise.all([
    db.query<
      Pick<FollowView, 'reference' | 'language' | 'createdAt' | 'status'> & {
        payload: Record<string, unknown>;
        cv_file_name: string | null;
      }
    >(
      `SELECT reference, language, ${isoTimestamp('created_at')} AS "createdAt", status, payload,
         to_jsonb(t) ->> 'cv_file_name' AS cv_file_name
       FROM ${REQUEST_TABLES[kind]} t WHERE reference = $1`,
      [reference],
    ),
    db.query<EventRow>(
      `SELECT ${isoTimestamp('at')} AS at, type, details ->> 'to' AS to, details ->> 'text' AS text
       FROM request_events WHERE reference = $1 AND type IN ('status', 'reply', 'visitor-message')
       ORDER BY at, id`,
      [reference],
    ),
  ]);
  const row = request.rows[0];
  if (!row) return null;
  const { payload, cv_file_name, ...facts } = row;
  const timeline: FollowView['timeline'] = [{ step: 'received', at: facts.createdAt }];
  const messages: FollowView['messages'] = [];
  for (const event of events.rows) {
    const step =
      event.type === 'status'
        ? STEP_OF_STATUS[event.to ?? '']
        : event.type === 'visitor-message'
          ? 'message'
          : undefined;
    if (step) timeline.push({ step, at: event.at });
    if (event.type !== 'status')
      messages.push({ from: event.type === 'reply' ? 'company' : 'visitor', at: event.at, body: event.text ?? '' });
  }
  // The stored CV's size and checksum are the company's; the visitor sees the name they sent.
  const sent = cv_file_name === null ? payload : { ...payload, cv: { file_name: cv_file_name } };
  return { kind, ...facts, timeline, sent, messages };
}
