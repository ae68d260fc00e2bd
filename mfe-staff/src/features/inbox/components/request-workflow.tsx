import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type InboxAssignee,
  REQUEST_STATUSES,
  type RequestDetail,
  requestChangeSchema,
} from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Select } from '@freight/shared/web/ui/select';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { useRecordSync } from '../../../lib/record-sync';
import { useStaffForm } from '../../../lib/staff-form';
import { changeRequest } from '../api/inbox';
import { ChangedNotice } from '../../../components/changed-notice';
import { isStale, refusalText } from '../../../lib/stale-text';
import styles from '../../../components/staff.module.css';

const NOBODY = '';

// The form as typed: the assignee is a select's value ('' for nobody).
const schema = z.object({ status: z.enum(REQUEST_STATUSES), assignee: z.string() });
type WorkflowValues = z.infer<typeof schema>;

const valuesOf = (request: RequestDetail): WorkflowValues => ({
  status: request.status,
  assignee: request.assignee ? String(request.assignee.id) : NOBODY,
});

/**
 * Status and assignee (me, a colleague whose role sees the kind, nobody). The form follows the request
 * the server last answered (a reply makes it answered) and sends only what the member changed, with the
 * `updated_at` it was based on: a 409 says who changed the request and when, and keeps the choices.
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
  reload: () => Promise<RequestDetail | undefined>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const [base, setBase] = useState(request);
  const { form, refusal, setRefusal, refuse } = useStaffForm<WorkflowValues>({
    schema,
    defaultValues: valuesOf(request),
    refusalOf: (error) => refusalText(t, i18n.language, error),
  });
  const changed = useRecordSync({ form, record: request, base, valuesOf, adopt: setBase });
  const [done, setDone] = useState('');
  const colleagues = assignees.filter((account) => account.kinds.includes(request.kind) && account.id !== me);

  const submit = form.handleSubmit(async (values) => {
    setRefusal('');
    setDone('');
    const read = valuesOf(base);
    const assigneeId = values.assignee === NOBODY ? null : Number(values.assignee);
    try {
      const saved = await changeRequest(
        base.reference,
        requestChangeSchema.parse({
          ...(values.status === read.status ? {} : { status: values.status }),
          ...(values.assignee === read.assignee ? {} : { assignee_id: assigneeId }),
          updated_at: base.updated_at,
        }),
      );
      setBase(saved);
      form.reset(valuesOf(saved));
      onSaved(saved);
      setDone(t('inbox.saved'));
    } catch (error) {
      refuse(error);
      // The fresh version becomes the base: sending again applies the choices kept in the form.
      if (isStale(error)) {
        const fresh = await reload();
        if (fresh) setBase(fresh);
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="request-workflow">
      <h2 id="request-workflow">{t('inbox.workflow')}</h2>
      <FormAlert>{refusal}</FormAlert>
      <ChangedNotice changed={changed} />
      <FormAlert tone="info">{done}</FormAlert>
      <Select
        label={t('inbox.status')}
        placeholder={false}
        options={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.statuses.${value}`, { ns: 'forms' }) }))}
        {...form.register('status')}
      />
      <Select
        label={t('inbox.assignee')}
        placeholder={false}
        options={[
          { value: NOBODY, label: t('inbox.assigned_to_nobody') },
          { value: String(me), label: t('inbox.assigned_to_me') },
          ...colleagues.map((account) => ({ value: String(account.id), label: account.name })),
        ]}
        {...form.register('assignee')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('inbox.save')}
        </Button>
      </div>
    </form>
  );
}
