import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_VALIDITY_DAYS,
  OFFER_CURRENCIES,
  type OfferDraftValues,
  offerDraftSchema,
  type OfferVersion,
  type OfferView,
} from '@freight/shared/core/offers/offer-schemas';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { Textarea } from '@freight/shared/web/ui/textarea';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { isStale, refusalText } from '../../../lib/stale-text';
import { useStaffForm } from '../../../lib/staff-form';
import { changeOfferDraft, createOfferDraft, sendOffer } from '../api/offers';
import { EMPTY_LINE, OfferLines } from './offer-lines';
import { OfferPreviewDialog } from './offer-preview-dialog';
import styles from '../offers.module.css';

/** The form's values: a version's terms (a revision's start), or a new offer's defaults (15 days' validity). */
export function startValues(from: OfferVersion | null, now = new Date()): OfferDraftValues {
  if (!from)
    return {
      currency: 'MAD',
      vatRate: 20,
      validUntil: todayIso(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000)),
      transitTime: '',
      pickupWindow: '',
      conditions: '',
      lines: [{ ...EMPTY_LINE }],
    };
  return {
    currency: from.currency,
    vatRate: from.vatRate,
    validUntil: from.validUntil,
    transitTime: from.transitTime,
    pickupWindow: from.pickupWindow,
    conditions: from.conditions,
    // Centimes back to the currency's units for the field: 125050 / 100 is 1250.5 exactly enough (scaledInteger).
    lines: from.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPriceCents / 100,
    })),
  };
}

/**
 * The offer being written: a new one, a draft (`draft`, changed with the `updated_at` read) or the
 * next version after a withdrawn or declined one. Saving keeps what is typed in the form whatever the
 * answer: a 409 says who changed the draft and when, reads it again, and the next save uses it.
 */
export function OfferComposer({
  reference,
  language,
  draft,
  start,
  onSaved,
  reload,
}: {
  reference: string;
  /** The request's language: the offer is written and sent in it. */
  language: string;
  draft: OfferVersion | null;
  start: OfferDraftValues;
  onSaved: (offer: OfferView | null) => void;
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const [dialog, setDialog] = useState<'preview' | 'send' | null>(null);
  const [saved, setSaved] = useState('');
  const { form, refusal, setRefusal, refuse, errorOf, clearDraft } = useStaffForm<OfferDraftValues>({
    schema: offerDraftSchema,
    defaultValues: start,
    // Kept in the tab until saved: a session that expires mid-offer (sign in again) loses no line.
    draftKey: `offer-${reference}-${draft ? draft.version : 'new'}`,
    refusalOf: (error) => refusalText(t, i18n.language, error),
  });

  /** Saves what is typed; the offer as the server has it, or null when refused (the reason shown above). */
  const save = () =>
    new Promise<OfferView | null>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          setRefusal('');
          setSaved('');
          try {
            const body = offerDraftSchema.parse(values);
            const offer = draft
              ? await changeOfferDraft(reference, draft.version, body, draft.updatedAt)
              : await createOfferDraft(reference, body);
            clearDraft();
            onSaved(offer);
            // What was typed stays as typed; it is now the saved draft (not dirty).
            form.reset(values, { keepValues: true });
            setSaved(t('offers.saved'));
            resolve(offer);
          } catch (error) {
            refuse(error);
            if (isStale(error)) await reload();
            resolve(null);
          }
        },
        () => resolve(null),
      )();
    });

  // Read while rendering: react-hook-form tracks `isDirty` only for a form state read then; read in
  // the click handler alone it stayed false, and a revision's typed changes were sent unsaved.
  const { isDirty } = form.formState;
  /** Preview and send act on the saved draft: unsaved changes are saved first. */
  const open = async (which: 'preview' | 'send') => {
    if (!draft || isDirty) {
      if (!(await save())) return;
    }
    setDialog(which);
  };

  return (
    <form
      className={styles.composer}
      noValidate
      aria-labelledby="offer-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id="offer-composer">{draft ? t('offers.draft_title', { version: draft.version }) : t('offers.new_title')}</h3>
      <p>{t('offers.language_hint', { language: t(`requests.languages.${language}`, { ns: 'forms' }) })}</p>
      <FormAlert>{refusal}</FormAlert>
      <div className={styles.terms}>
        <Select
          label={t('offers.currency')}
          required
          placeholder={false}
          options={OFFER_CURRENCIES.map((value) => ({ value, label: value }))}
          error={errorOf('currency')}
          {...form.register('currency')}
        />
        <Input
          label={t('offers.vat_rate')}
          type="number"
          step="0.01"
          min={0}
          max={100}
          inputMode="decimal"
          required
          error={errorOf('vatRate')}
          {...form.register('vatRate', { valueAsNumber: true })}
        />
        <Input
          label={t('offers.valid_until')}
          type="date"
          hint={t('offers.valid_until_hint')}
          error={errorOf('validUntil')}
          {...form.register('validUntil')}
        />
        <Input label={t('offers.transit_time')} error={errorOf('transitTime')} {...form.register('transitTime')} />
        <Input label={t('offers.pickup_window')} error={errorOf('pickupWindow')} {...form.register('pickupWindow')} />
      </div>
      <OfferLines control={form.control} register={form.register} errorOf={errorOf} />
      <Textarea
        label={t('offers.conditions')}
        rows={4}
        error={errorOf('conditions')}
        {...form.register('conditions')}
      />
      <p role="status">{saved}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('offers.save_draft')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void open('preview')}>
          {t('offers.preview')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void open('send')}>
          {t('offers.send')}
        </Button>
      </div>
      {dialog === 'preview' && draft ? (
        <OfferPreviewDialog reference={reference} version={draft.version} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'send' && draft ? (
        <ConfirmDialog
          title={t('offers.send_title', { version: draft.version })}
          text={t('offers.send_text', { language: t(`requests.languages.${language}`, { ns: 'forms' }) })}
          confirmLabel={t('offers.send_confirm')}
          action={async () => {
            onSaved(await sendOffer(reference, draft.version, draft.updatedAt));
            clearDraft();
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          onRefused={(error) => {
            if (!isStale(error)) return true;
            // Changed by a colleague meanwhile: said above the form, read again, nothing typed lost.
            setDialog(null);
            refuse(error);
            void reload();
            return false;
          }}
        />
      ) : null}
    </form>
  );
}
