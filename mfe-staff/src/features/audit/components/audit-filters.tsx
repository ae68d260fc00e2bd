import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@freight/shared/core/schemas/staff';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';
import { AUDIT_ACTIONS, type AuditFilters } from '../api/audit';
import styles from '../../../components/staff.module.css';

type Values = Omit<AuditFilters, 'page'>;

/** Date range, actor and action; applied together (a new search starts at page 1). */
export function AuditFiltersForm({
  filters,
  accounts,
  onApply,
}: {
  filters: Values;
  accounts: StaffAccount[];
  onApply: (filters: Values) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [values, setValues] = useState<Values>(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('audit.filters')}>
      <Input
        label={t('audit.from')}
        type="date"
        value={values.from ?? ''}
        onChange={(event) => setValues({ ...values, from: event.target.value })}
      />
      <Input
        label={t('audit.to')}
        type="date"
        value={values.to ?? ''}
        onChange={(event) => setValues({ ...values, to: event.target.value })}
      />
      <Select
        label={t('audit.actor')}
        placeholder={t('audit.anyone')}
        value={values.actor ?? ''}
        options={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
        onChange={(event) => setValues({ ...values, actor: event.target.value })}
      />
      <Select
        label={t('audit.action')}
        placeholder={t('audit.any_action')}
        value={values.action ?? ''}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
        onChange={(event) => setValues({ ...values, action: event.target.value })}
      />
      <Button type="submit">{t('audit.apply')}</Button>
    </form>
  );
}
