import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type InboxAssignee, OFFER_FILTERS, type RequestKind } from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { Checkbox } from '@freight/shared/web/ui/checkbox';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';
import type { InboxFilters } from '../api/inbox';
import styles from '../../../components/staff.module.css';

type Values = Omit<InboxFilters, 'page' | 'status'>;

/** Kind (only the role's), assignee, date range, search and overdue only; applied together (back to page 1, the status kept). */
export function InboxFiltersForm({
  filters,
  kinds,
  assignees,
  onApply,
}: {
  filters: Values;
  kinds: readonly RequestKind[];
  assignees: InboxAssignee[];
  onApply: (filters: Values) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [values, setValues] = useState<Values>(filters);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('inbox.filters')}>
      <Input label={t('inbox.search')} type="search" value={values.q ?? ''} maxLength={100} onChange={set('q')} />
      {kinds.length > 1 ? (
        <Select
          label={t('inbox.kind')}
          placeholder={t('inbox.any_kind')}
          value={values.kind ?? ''}
          options={kinds.map((kind) => ({ value: kind, label: t(`requests.kinds.${kind}`, { ns: 'forms' }) }))}
          onChange={set('kind')}
        />
      ) : null}
      <Select
        label={t('inbox.assignee')}
        placeholder={t('inbox.anyone')}
        value={values.assignee ?? ''}
        options={[
          { value: 'me', label: t('inbox.assigned_to_me') },
          { value: 'none', label: t('inbox.assigned_to_nobody') },
          ...assignees.map((account) => ({ value: String(account.id), label: account.name })),
        ]}
        onChange={set('assignee')}
      />
      {kinds.includes('quote') || kinds.includes('other-quote') ? (
        <Select
          label={t('inbox.offer_filter')}
          placeholder={t('inbox.any_offer')}
          value={values.offer ?? ''}
          options={OFFER_FILTERS.map((value) => ({
            value,
            label: value === 'none' ? t('inbox.no_offer') : t(`offers.states.${value}`),
          }))}
          onChange={set('offer')}
        />
      ) : null}
      <Input label={t('inbox.from')} type="date" value={values.from ?? ''} onChange={set('from')} />
      <Input label={t('inbox.to')} type="date" value={values.to ?? ''} onChange={set('to')} />
      <Checkbox
        label={t('inbox.overdue_only')}
        checked={values.overdue === '1'}
        onChange={(event) => setValues({ ...values, overdue: event.target.checked ? '1' : undefined })}
      />
      <Button type="submit">{t('inbox.apply')}</Button>
    </form>
  );
}
