import type { TFunction } from 'i18next';
import { fieldErrors, VALIDATION } from '@freight/shared/core/schemas/messages';

interface Parseable {
  safeParse(value: unknown): { error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** A form's values checked with the shared schema the API validates with; each field's translated error. */
export function validate(t: TFunction, schema: Parseable, values: unknown): Record<string, string> {
  const keys = fieldErrors(schema.safeParse(values));
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      // A password too short says how long it must be; every other message is the shared forms' one.
      /password/i.test(field) && key === VALIDATION.tooSmall ? t('errors.password_too_weak') : t(key, { ns: 'forms' }),
    ]),
  );
}

/** Moves focus to the first field in error, so the keyboard and a screen reader land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
