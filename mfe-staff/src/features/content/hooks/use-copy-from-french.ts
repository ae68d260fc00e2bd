import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { SiteLanguage } from '@freight/shared/core/constants';

/** A language whose filled fields differ from the French, waiting for "overwrite them too?". */
export interface PendingCopy {
  language: SiteLanguage;
  fields: string[];
}

const isEmpty = (value: unknown) => typeof value !== 'string' || value.replace(/<[^>]*>/g, '').trim() === '';

/**
 * "Copy from French" for one language: its empty fields take the French at once; when some are
 * already filled with something else, `pending` asks before they are overwritten.
 */
export function useCopyFromFrench<Values extends FieldValues>(form: UseFormReturn<Values>, fields: readonly string[]) {
  const [pending, setPending] = useState<PendingCopy | null>(null);
  const pathOf = (language: SiteLanguage, field: string) => `translations.${language}.${field}` as Path<Values>;
  const copy = (language: SiteLanguage, which: readonly string[]) => {
    for (const field of which) {
      const french = form.getValues(pathOf('fr', field)) as PathValue<Values, Path<Values>>;
      form.setValue(pathOf(language, field), french, { shouldDirty: true, shouldValidate: false });
    }
  };
  return {
    pending,
    /** Fills the language's empty fields; asks about the filled ones that differ. */
    start(language: SiteLanguage) {
      const empty = fields.filter((field) => isEmpty(form.getValues(pathOf(language, field))));
      copy(language, empty);
      const differing = fields.filter(
        (field) =>
          !empty.includes(field) && form.getValues(pathOf(language, field)) !== form.getValues(pathOf('fr', field)),
      );
      setPending(differing.length > 0 ? { language, fields: differing } : null);
      return empty.length;
    },
    overwrite() {
      if (pending) copy(pending.language, pending.fields);
      setPending(null);
    },
    keep: () => setPending(null),
  };
}
