import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordSync } from './record-sync';

// The rule every back-office form with a record follows (the request's status form, the account
// dialog): start from the record the server last answered, never keep a stale copy silently.

interface Account {
  name: string;
  role: string;
  updated_at: string;
  updated_by: { name: string } | null;
}
const valuesOf = (account: Account) => ({ name: account.name, role: account.role });
const v1: Account = { name: 'Nadia Tazi', role: 'sales', updated_at: '2026-11-28T10:00:00.000Z', updated_by: null };
const v2: Account = { ...v1, role: 'recruiter', updated_at: '2026-11-28T10:05:00.000Z', updated_by: { name: 'Karim' } };

function useDialog(initial: Account) {
  const [record, setRecord] = useState<Account>(initial);
  const [base, setBase] = useState<Account>(initial);
  const form = useForm({ defaultValues: valuesOf(initial) });
  const changed = useRecordSync({ form, record, base, valuesOf, adopt: setBase });
  return { form, changed, base, setRecord };
}

test('a newer version answered by the server (a reply, another tab) becomes the form when nothing was typed', () => {
  const { result } = renderHook(() => useDialog(v1));
  act(() => result.current.setRecord(v2));
  expect(result.current.form.getValues()).toEqual({ name: 'Nadia Tazi', role: 'recruiter' });
  expect(result.current.base).toBe(v2);
  expect(result.current.changed).toBeNull();
});

test('with something typed, the typing is kept and the newer version is reported with who made it', () => {
  const { result } = renderHook(() => useDialog(v1));
  act(() => result.current.form.setValue('name', 'Nadia Tazi-Alaoui'));
  act(() => result.current.setRecord(v2));
  expect(result.current.form.getValues()).toEqual({ name: 'Nadia Tazi-Alaoui', role: 'sales' });
  expect(result.current.base).toBe(v1);
  expect(result.current.changed).toEqual({ name: 'Karim', at: v2.updated_at });
});

test('an older version (the cache just before a save lands) changes nothing', () => {
  const { result } = renderHook(() => useDialog(v2));
  act(() => result.current.setRecord(v1));
  expect(result.current.form.getValues()).toEqual({ name: 'Nadia Tazi', role: 'recruiter' });
  expect(result.current.changed).toBeNull();
});
