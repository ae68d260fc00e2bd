import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What a form needs of a record the server answered: its version and who made it. */
export interface VersionedRecord {
  updated_at: string;
  updated_by?: { name: string } | null;
}

/** A newer version of the record that the form did not take, because something was typed. */
export interface ChangedUnderneath {
  name: string | null;
  at: string;
}

// Key order does not matter: a restored draft may list the fields in another order.
const sorted = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(a, sorted) === JSON.stringify(b, sorted);

/**
 * Keeps a form on the record the server last answered (after a reply, a note, another tab's save):
 * a new version resets the form when it holds exactly the version it was based on; when something
 * was typed, it is kept and the newer version is reported (saving then meets the API's 409).
 */
export function useRecordSync<Values extends FieldValues, R extends VersionedRecord>({
  form,
  record,
  base,
  valuesOf,
  adopt,
}: {
  form: UseFormReturn<Values>;
  /** The record as the server last answered it (SWR's data). */
  record: R | null | undefined;
  /** The version the form's values come from. */
  base: R | null | undefined;
  valuesOf: (record: R) => Values;
  /** Makes `record` the form's base (its values are reset here). */
  adopt?: (record: R) => void;
}): ChangedUnderneath | null {
  const [changed, setChanged] = useState<ChangedUnderneath | null>(null);
  const latest = useRef({ form, record, base, valuesOf, adopt });
  latest.current = { form, record, base, valuesOf, adopt };
  const version = record?.updated_at;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the two versions; the rest is read through the ref
  useEffect(() => {
    const { form: current, record, base: from, valuesOf: values, adopt: take } = latest.current;
    // Only a version newer than the form's base counts (just after a save, SWR may still hold the older one).
    if (!record || !from || Date.parse(record.updated_at) <= Date.parse(from.updated_at)) {
      setChanged(null);
      return;
    }
    // Compared by value, not `isDirty`: a draft restored after signing in counts as typed.
    if (same(current.getValues(), values(from))) {
      current.reset(values(record));
      take?.(record);
      setChanged(null);
    } else {
      setChanged({ name: record.updated_by?.name ?? null, at: record.updated_at });
    }
  }, [version, base?.updated_at]);

  return changed;
}
