import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { writeAudit } from '../staff/audit';
import { deleteTracesOf } from './traces';

// Applications and their CVs are kept RETENTION_MONTHS after their last change
// (docs/decisions/019-content-editing-and-retention.md). The CV goes with its
// row (application_cvs: ON DELETE CASCADE, migrations/010-cv-content.sql). An
// application whose e-mail is still pending is kept until that e-mail leaves:
// the e-mail attaches the CV by reference, read when it is sent.

export const DEFAULT_RETENTION_MONTHS = 24;
const BATCH = 200;

export interface RetentionOptions {
  db: Database;
  log: FastifyBaseLogger;
  months: number;
}

export interface SweepResult {
  deleted: number;
  references: string[];
}

const EXPIRED = `a.updated_at < $1::timestamptz - make_interval(months => $2::int)
  AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.status = 'pending'
                  AND (o.payload->>'reference' = a.reference OR o.payload->>'acknowledges' = a.reference))`;

export function createRetention({ db, log, months }: RetentionOptions) {
  /** One batch: rows with their CVs, their e-mails and the audit entry in one transaction. */
  async function sweepBatch(now: Date): Promise<Array<{ reference: string }>> {
    return db.transaction(async (tx) => {
      // The condition again in the DELETE: a row changed since it was chosen stays.
      const { rows } = await tx.query<{ reference: string }>(
        `DELETE FROM applications a WHERE a.id IN (SELECT a.id FROM applications a WHERE ${EXPIRED} ORDER BY a.id LIMIT ${BATCH})
           AND ${EXPIRED}
         RETURNING a.reference`,
        [now.toISOString(), months],
      );
      if (rows.length === 0) return rows;
      const references = rows.map((row) => row.reference);
      const traces = await deleteTracesOf(tx, references);
      await writeAudit(tx, {
        actorId: null,
        action: 'applications-expired',
        targetKind: 'application',
        details: { deleted: rows.length, references, outbox: traces.outbox, retention_months: months },
      });
      return rows;
    });
  }

  return {
    months,
    /** Deletes what has expired at `now`; logs and answers what it deleted. */
    async sweep(now = new Date()): Promise<SweepResult> {
      const references: string[] = [];
      for (;;) {
        const batch = await sweepBatch(now);
        references.push(...batch.map((row) => row.reference));
        if (batch.length < BATCH) break;
      }
      const result = { deleted: references.length, references };
      if (result.deleted > 0) log.info(result, 'retention: deleted expired applications and their CVs');
      else log.debug({ deleted: 0 }, 'retention: nothing expired');
      return result;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
