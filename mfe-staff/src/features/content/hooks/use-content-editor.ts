import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { STAFF_NS } from '../../../config/i18n';
import { readDraft, removeDraft, saveDraft } from '../../../lib/drafts';
import { type StaleChange, staleChange } from '../../../lib/error-text';
import { useStaffForm } from '../../../lib/staff-form';
import { CONTENT_KINDS, type ContentKind, restoreVersion, setPublished } from '../api/content';

/** What the editor needs of a record: its id, state and the `updated_at` it was read with. */
export interface EditedRecord {
  id: number;
  status: 'draft' | 'published';
  published_at: string | null;
  /** Published for a later time, not on the site yet. */
  scheduled: boolean;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
}

export interface ContentEditorOptions<Values extends FieldValues, Output, R extends EditedRecord> {
  kind: ContentKind;
  record: R | null;
  schema: z.ZodType<Output>;
  /** The form's values for the record (or a new one's empty form). */
  valuesOf: (record: R | null) => Values;
  save: (id: number | null, body: Output, updatedAt?: string) => Promise<R>;
  fetch: (id: number) => Promise<R>;
  /** Tells the list and this record's cache what the API answered. */
  onChanged: (record: R) => void;
}

/**
 * An offer's or an article's editor: react-hook-form checked by the shared schema the API validates
 * with, what is typed kept as the tab's draft (a 401 mid-edit loses nothing: sign in, come back), a 409
 * that says who changed the record and reloads it without touching what was typed.
 */
export function useContentEditor<Values extends FieldValues, Output, R extends EditedRecord>(
  options: ContentEditorOptions<Values, Output, R>,
) {
  const { kind, record, schema, valuesOf, save, fetch, onChanged } = options;
  const { t, i18n } = useTranslation(STAFF_NS);
  const navigate = useNavigate();
  const draftKey = `${kind}-${record?.id ?? 'new'}`;
  const staffForm = useStaffForm<Values>({ schema, defaultValues: valuesOf(record), draftKey });
  const { form, refusal, setRefusal } = staffForm;
  // A draft remembers the version it was typed on: saved after a session expiry, a record changed
  // meanwhile answers 409 (who, when) instead of being overwritten silently.
  const readKey = `${draftKey}-read`;
  const [base, setBase] = useState<R | null>(() => {
    if (!record) return null;
    const none = {};
    const typed = readDraft(draftKey, none) !== none;
    return typed ? { ...record, updated_at: readDraft(readKey, { updated_at: record.updated_at }).updated_at } : record;
  });
  useEffect(() => {
    if (base) saveDraft(readKey, { updated_at: base.updated_at });
  }, [base, readKey]);
  const [notice, setNotice] = useState('');
  const [stale, setStale] = useState<StaleChange | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    staffForm.refuse(error);
    setStale(staleChange(error));
  };

  const run = async <T>(action: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setRefusal('');
    setNotice('');
    setStale(null);
    try {
      return await action();
    } catch (error) {
      fail(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  /** The record as saved becomes the form's base and values; the tab's draft goes. */
  const adopt = (saved: R) => {
    setBase(saved);
    onChanged(saved);
    form.reset(valuesOf(saved));
    // After the reset, whose values the draft's watcher would otherwise keep.
    staffForm.clearDraft();
    removeDraft(readKey);
  };

  // The resolver has checked the values: parsing them again gives the body's types (numbers from digits).
  const store = async (values: Values): Promise<R | null> => {
    const saved = await run(() => save(base?.id ?? null, schema.parse(values), base?.updated_at));
    if (!saved) return null;
    adopt(saved);
    // The new record's own address (a reload or a sign-in comes back to it); the form stays as it is.
    if (!base) navigate(`/staff/${kind}s/${saved.id}`, { replace: true, state: { created: saved.id } });
    return saved;
  };

  const publication = async (published: boolean, at?: string) => {
    if (!base) return false;
    // Unsaved changes go first, so what is published is what the form shows.
    let current: R | null = base;
    if (form.formState.isDirty) {
      current = null;
      await form.handleSubmit(async (values) => {
        current = await store(values);
      })();
    }
    if (!current) return false;
    const from = current;
    const changed = await run(() => setPublished(kind, from.id, published, from.updated_at, at) as Promise<R>);
    if (!changed) return false;
    setBase(changed);
    onChanged(changed);
    setNotice(
      t(at ? 'content.schedule.scheduled' : published ? 'content.editor.published' : 'content.editor.unpublished'),
    );
    return true;
  };

  return {
    form,
    base,
    busy,
    refusal,
    notice,
    stale,
    /** Save as it is (a draft stays a draft; a published record changes on the site at once). */
    submit: form.handleSubmit(async (values) => {
      if (await store(values)) setNotice(t('content.editor.saved'));
    }),
    publish: () => publication(true),
    /** Publishes at `at` (an ISO instant in the future); again to move it. */
    schedule: (at: string) => publication(true, at),
    unpublish: () => publication(false),
    /**
     * Restores an earlier version (saved as a new one): the form shows it, what was typed and not
     * saved is dropped (the dialog said so). False when refused (a 409 says who changed the record).
     */
    async restore(number: number): Promise<boolean> {
      if (!base) return false;
      const from = base;
      const restored = await run(() => restoreVersion(kind, from.id, number, from.updated_at) as Promise<R>);
      if (!restored) return false;
      adopt(restored);
      setNotice(t('content.versions.restored', { number }));
      return true;
    },
    /** After a 409: the record as it now is becomes the base; the fields keep what was typed. */
    async reload() {
      if (!base) return;
      const fresh = await run(() => fetch(base.id));
      if (!fresh) return;
      setBase(fresh);
      onChanged(fresh);
      setNotice(t('content.editor.reloaded'));
    },
    /** The translated error under a field. */
    errorOf: staffForm.errorOf,
    /** The record's public page in the back office's language. */
    publicPath: base ? `${CONTENT_KINDS[kind].publicPath}/${base.id}` : null,
    language: i18n.resolvedLanguage ?? i18n.language,
  };
}
