import { z } from 'zod';
import { QUOTE_TYPES, SECTORS } from '@freight/shared/core/constants';

// The wizards' events as schemas: what QA's recorded logs are checked and replayed with (replay.ts,
// the tests). The page's machines take the types only, so the wizard's chunk carries no zod of its
// own beside the shared schemas' (docs/decisions/027-interactive-as-fast-as-react-alone.md).

/** A step's form values as typed: kept as they are, judged only by the step's schema. */
export const formValuesSchema = z.record(z.string(), z.unknown());
export type FormValues = z.infer<typeof formValuesSchema>;

/** The events of every wizard. QA's recorded logs name them: never rename one. */
export const WIZARD_EVENT_SCHEMAS = [
  z.object({ type: z.literal('OPEN') }),
  z.object({ type: z.literal('NEXT'), data: formValuesSchema }),
  z.object({ type: z.literal('BACK'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('CLOSE'), data: formValuesSchema.optional() }),
  z.object({ type: z.literal('RETRY') }),
  z.object({ type: z.literal('EDIT') }),
] as const;

/**
 * The page's choice of a quote type, which starts a flow that has one (the
 * quote wizard; the others start on OPEN). `sector`: opened from a link naming
 * the visitor's sector (/cotation?sector=food), chosen in the goods step.
 */
export const chooseTypeEventSchema = z.object({
  type: z.literal('CHOOSE_TYPE'),
  quoteType: z.enum(QUOTE_TYPES),
  sector: z.enum(SECTORS).optional(),
});
export type ChooseTypeEvent = z.infer<typeof chooseTypeEventSchema>;

/** Every event a wizard machine takes; a flow's own schema lists those it records (OPEN-started flows leave CHOOSE_TYPE out). */
export const wizardEventSchema = z.discriminatedUnion('type', [chooseTypeEventSchema, ...WIZARD_EVENT_SCHEMAS]);
export type WizardEvent = z.infer<typeof wizardEventSchema>;

/** The wizard events but CHOOSE_TYPE: OPEN starts the other-quote flow. */
export const otherQuoteEventSchema = z.discriminatedUnion('type', WIZARD_EVENT_SCHEMAS);
export type OtherQuoteEvent = z.infer<typeof otherQuoteEventSchema>;
