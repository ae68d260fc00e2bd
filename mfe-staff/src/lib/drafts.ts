import { useEffect, useState } from 'react';

// What is typed in a back-office form is kept in this tab's sessionStorage until it is sent, so a
// session that expires (sign in again, come back) or a reload loses nothing.

const PREFIX = 'freight:staff-draft:';

/** The draft of `key` over `initial` (a field the draft lacks keeps its initial value). */
export function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

export function saveDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or denied: the form still works, without the draft.
  }
}

export function removeDraft(key: string): void {
  sessionStorage.removeItem(PREFIX + key);
}

/** A form's values, restored from and saved to the tab's draft of `key`; `clear` once sent. */
export function useDraft<T extends object>(key: string, initial: T) {
  const [values, setValues] = useState<T>(() => readDraft(key, initial));
  useEffect(() => saveDraft(key, values), [key, values]);
  const clear = () => {
    removeDraft(key);
    setValues(initial);
  };
  return { values, setValues, clear };
}

/** Drops every draft (sign-out: nothing typed stays behind in the tab). */
export function clearDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
