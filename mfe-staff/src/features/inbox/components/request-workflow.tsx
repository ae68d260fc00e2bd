import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InboxAssignee,
  REQUEST_STATUSES,
  type RequestDetail,
  type RequestStatus,
} from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Select } from '@freight/shared/web/ui/select';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { changeRequest } from '../api/inbox';
import { isStale, refusalText } from './stale-text';
import styles from '../../../components/staff.module.css';

const NOBODY = '';

/**
 * Status and assignee (me, a colleague whose role sees the kind, nobody), saved with the `updated_at`
 * read. A 409 says who changed the request and when; the request is read again, the choices kept.
 */
export function RequestWorkflow({
  request,
  me,
  assignees,
  onSaved,
  reload,
}: {
  request: RequestDetail;
  me: number;
  assignees: InboxAssignee[];
  onSaved: (request: RequestDetail) => void;
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const [status, setStatus] = useState<RequestStatus>(request.status);
  const [assignee, setAssignee] = useState(request.assignee ? String(request.assignee.id) : NOBODY);
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);
  const colleagues = assignees.filter((account) => account.kinds.includes(request.kind) && account.id !== me);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    setDone('');
    setSending(true);
    try {
      const saved = await changeRequest(request.reference, {
        status,
        assignee_id: assignee === NOBODY ? null : Number(assignee),
        updated_at: request.updated_at,
      });
      onSaved(saved);
      setDone(t('inbox.saved'));
    } catch (error) {
      setRefusal(refusalText(t, i18n.language, error));
      if (isStale(error)) await reload();
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="request-workflow">
      <h2 id="request-workflow">{t('inbox.workflow')}</h2>
      <FormAlert>{refusal}</FormAlert>
      <FormAlert tone="info">{done}</FormAlert>
      <Select
        label={t('inbox.status')}
        placeholder={false}
        value={status}
        options={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.statuses.${value}`, { ns: 'forms' }) }))}
        onChange={(event) => setStatus(event.target.value as RequestStatus)}
      />
      <Select
        label={t('inbox.assignee')}
        placeholder={false}
        value={assignee}
        options={[
          { value: NOBODY, label: t('inbox.assigned_to_nobody') },
          { value: String(me), label: t('inbox.assigned_to_me') },
          ...colleagues.map((account) => ({ value: String(account.id), label: account.name })),
        ]}
        onChange={(event) => setAssignee(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {t('inbox.save')}
        </Button>
      </div>
    </form>
  );
}
