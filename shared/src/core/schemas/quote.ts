import { z } from 'zod/mini';
import { QUOTE_TYPES, SECTORS, VEHICLE_TYPES } from '../constants';
import { isIsoDate, isOnOrAfter, upcomingDateField } from './dates';
import {
  MESSAGE,
  TEXT_LIMITS,
  WEIGHT_MAX_TONNES,
  choice,
  emailField,
  missingOr,
  optionalText,
  optionalTimeSlots,
  phoneField,
  positiveNumber,
  requiredText,
  requiredTimeSlots,
  yesNoField,
} from './fields';
import { VALIDATION } from './messages';

// The quote wizard (docs/product-rules.md#quote-flows): one schema per step guards
// that step; quoteRequestSchema is what POST /api/cotation validates. zod/mini, as fields.ts.
// Each is made on its first use (`z.lazy`), as fields.ts's constants.

/** Below any freight load: refuses typos and absurd values (5e-324) that are above zero. */
const WEIGHT_MIN_TONNES = 0.01;

/** A missing step object is reported as that step being required. */
const step = { error: missingOr(VALIDATION.invalid) };

export const quoteTypeSchema = z.lazy(() => z.object({ type: choice(QUOTE_TYPES) }, step));
export type QuoteTypeStep = z.infer<typeof quoteTypeSchema>;

/** Personal information; also the first step of the other-quote flow. */
export const quoteClientSchema = z.lazy(() =>
  z.object(
    {
      fullName: requiredText(TEXT_LIMITS.name),
      email: emailField,
      phone: phoneField,
      company: requiredText(TEXT_LIMITS.company),
      city: optionalText(TEXT_LIMITS.city),
    },
    step,
  ),
);
export type QuoteClient = z.infer<typeof quoteClientSchema>;

export const quoteProductSchema = z.lazy(() =>
  z.object(
    {
      sector_of_activity: choice(SECTORS),
      vehicle_type: choice(VEHICLE_TYPES),
      /** Approximate, in tonnes (docs/product-rules.md#quote-flows); 10 kg at least. */
      weight: positiveNumber(WEIGHT_MAX_TONNES, WEIGHT_MIN_TONNES),
      dangerous: yesNoField,
    },
    step,
  ),
);
export type QuoteProduct = z.infer<typeof quoteProductSchema>;

export const quoteLoadingSchema = z.lazy(() =>
  z.object(
    {
      place: requiredText(TEXT_LIMITS.place),
      date: upcomingDateField,
      time_slots: optionalTimeSlots,
    },
    step,
  ),
);
export type QuoteLoading = z.infer<typeof quoteLoadingSchema>;

export const quoteUnloadingSchema = z.lazy(() =>
  z.object(
    {
      place: requiredText(TEXT_LIMITS.place),
      date: upcomingDateField,
      time_slots: requiredTimeSlots,
      more_info: optionalText(TEXT_LIMITS.message, MESSAGE),
    },
    step,
  ),
);
export type QuoteUnloading = z.infer<typeof quoteUnloadingSchema>;

/** The two dates as entered, when both are real dates; otherwise their own rules report. */
function entryDates(value: unknown): { loading: string; unloading: string } | undefined {
  const parsed = z
    .object({ loading: z.object({ date: z.string() }), unloading: z.object({ date: z.string() }) })
    .safeParse(value);
  if (!parsed.success) return undefined;
  const loading = parsed.data.loading.date.trim();
  const unloading = parsed.data.unloading.date.trim();
  return isIsoDate(loading) && isIsoDate(unloading) ? { loading, unloading } : undefined;
}

function datesInOrder(value: unknown): boolean {
  const dates = entryDates(value);
  return !dates || isOnOrAfter(dates.unloading, dates.loading);
}

export const quoteRequestSchema = z.lazy(() =>
  z
    .object(
      {
        cotation: quoteTypeSchema,
        client: quoteClientSchema,
        product: quoteProductSchema,
        loading: quoteLoadingSchema,
        unloading: quoteUnloadingSchema,
      },
      step,
    )
    // Checked even when another step has errors, so the API reports it at once.
    .check(
      z.refine(datesInOrder, {
        error: VALIDATION.dateOrder,
        path: ['unloading', 'date'],
        when: (payload) => entryDates(payload.value) !== undefined,
      }),
    ),
);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * The unloading step's guard in the wizard: its own rules, plus "not before
 * the loading date" once the loading step is known.
 */
export function quoteUnloadingAfter(loadingDate: string | undefined) {
  return quoteUnloadingSchema.check(
    z.refine(
      ({ date }) => !loadingDate || !isIsoDate(loadingDate) || !isIsoDate(date) || isOnOrAfter(date, loadingDate),
      { error: VALIDATION.dateOrder, path: ['date'] },
    ),
  );
}
