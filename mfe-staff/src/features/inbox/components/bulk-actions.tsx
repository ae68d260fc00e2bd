import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InboxAssignee,
  REQUEST_STATUSES,
  type RequestStatus,
  type RequestSummary,
} from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { bulkChange } from '../api/views';
import styles from '../../../components/staff.module.css';

const NOBODY = 'none';

/**
 * Assign, set the status of, or archive the selected requests of the page in one call. Each goes with
 * the updated_at the list read: one a colleague changed meanwhile is left as it is and named in the
 * outcome, said politely, like the others' count.
 */
export function BulkActions({
  selected,
  assignees,
  me,
  onDone,
}: {
  selected: RequestSummary[];
  assignees: InboxAssignee[];
  me: number;
  /** The outcome's sentence; the caller reads the list again and clears the selection. */
  onDone: (outcome: string) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [assignee, setAssignee] = useState(String(me));
  const [status, setStatus] = useState<RequestStatus>('in_progress');
  const [sending, setSending] = useState(false);
  // Colleagues who work on every selected kind: the server refuses the others (409 ASSIGNEE_ROLE).
  const kinds = new Set(selected.map((row) => row.kind));
  const colleagues = assignees.filter(
    (account) => account.id !== me && [...kinds].every((kind) => account.kinds.includes(kind)),
  );
  const run = async (change: Parameters<typeof bulkChange>[1]) => {
    setSending(true);
    try {
      const outcome = await bulkChange(
        selected.map(({ reference, updated_at }) => ({ reference, updated_at })),
        change,
      );
      const sentences = [t('inbox.bulk_done', { n: outcome.changed.length })];
      for (const stale of outcome.stale) {
        const by = (stale.updated_by as { name?: string } | null | undefined)?.name;
        sentences.push(
          by
            ? t('inbox.bulk_stale', { reference: stale.reference, name: by })
            : t('inbox.bulk_stale_someone', { reference: stale.reference }),
        );
      }
      if (outcome.missing.length > 0)
        sentences.push(t('inbox.bulk_missing', { references: outcome.missing.join(', ') }));
      onDone(sentences.join(' '));
    } catch (error) {
      onDone(errorText(t, error));
    } finally {
      setSending(false);
    }
  };
  if (selected.length === 0) return null;
  return (
    <section aria-labelledby="bulk-title" className={styles.bulkBar}>
      <h2 id="bulk-title">{t('inbox.bulk_title', { n: selected.length })}</h2>
      <Select
        label={t('inbox.bulk_assignee')}
        placeholder={false}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        options={[
          { value: String(me), label: t('inbox.assigned_to_me') },
          { value: NOBODY, label: t('inbox.assigned_to_nobody') },
          ...colleagues.map((account) => ({ value: String(account.id), label: account.name })),
        ]}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={sending}
        onClick={() => void run({ assignee_id: assignee === NOBODY ? null : Number(assignee) })}
      >
        {t('inbox.bulk_assign')}
      </Button>
      <Select
        label={t('inbox.bulk_status')}
        placeholder={false}
        value={status}
        onChange={(event) => setStatus(event.target.value as RequestStatus)}
        options={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.statuses.${value}`, { ns: 'forms' }) }))}
      />
      <Button type="button" variant="secondary" disabled={sending} onClick={() => void run({ status })}>
        {t('inbox.bulk_set_status')}
      </Button>
      <Button type="button" disabled={sending} onClick={() => void run({ status: 'archived' })}>
        {t('inbox.bulk_archive')}
      </Button>
    </section>
  );
}
