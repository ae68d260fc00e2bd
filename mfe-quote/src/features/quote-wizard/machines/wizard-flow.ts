import type { z } from 'zod/mini';
import type { ChooseTypeEvent } from './wizard';

// A wizard as data (mfe-quote/README.md, "Wizards"): the steps in order, each
// with its state, the draft field it fills and the schema its NEXT must pass;
// wizard-factory.ts builds the machine from it. A schema is any zod schema, classic or zod/mini (the
// shared ones are mini, so the wizard brings no classic zod: docs/decisions/027-interactive-as-fast-as-react-alone.md).

/** One step: adding a step to a flow is adding one of these. */
export interface WizardStepSpec<TDraft, TState extends string = string> {
  /** The state showing the step. QA's recorded logs name it: never rename one. */
  state: TState;
  /** The draft field holding the step's values, named as in the request. */
  holds: keyof TDraft & string;
  /** What NEXT must pass; a function when it depends on earlier steps (a date after another). */
  schema: z.core.$ZodType | ((draft: TDraft) => z.core.$ZodType);
}

export interface WizardFlow<TDraft extends object, TRequest, TState extends string> {
  /** The machine's id; a stored draft restores only into the machine of its id. */
  id: string;
  /** The state before the first draft. */
  initial: TState;
  /** In order; the last step's NEXT sends the request. */
  steps: readonly [WizardStepSpec<TDraft, TState>, ...WizardStepSpec<TDraft, TState>[]];
  emptyDraft: TDraft;
  /** The whole request, parsed from the draft once the last step passes. */
  request: z.core.$ZodType<TRequest>;
  /**
   * For a flow started by a type chosen on the page (CHOOSE_TYPE), which also
   * reopens a kept draft with that type; without it OPEN starts the draft.
   */
  choice?: {
    /** The choices this flow takes (an untyped caller may send another). */
    accepts: (event: ChooseTypeEvent) => boolean;
    /** What the choice writes into the draft: a new one, or the kept one it reopens. */
    draft: (draft: TDraft, event: ChooseTypeEvent) => TDraft;
  };
}

/** The states every flow has besides its steps. */
const WIZARD_STATES = ['submitting', 'sent', 'failed'] as const;

/** The schema a step's values must pass, given the draft so far. */
export function stepSchema<TDraft>(step: WizardStepSpec<TDraft>, draft: TDraft): z.core.$ZodType {
  return typeof step.schema === 'function' ? step.schema(draft) : step.schema;
}

/** Throws on a flow whose states or draft fields repeat: a typo there would make a machine that cannot work. */
export function checkFlow(flow: { initial: string; steps: ReadonlyArray<{ state: string; holds: string }> }): void {
  const states = [flow.initial, ...WIZARD_STATES, ...flow.steps.map((step) => step.state)];
  const holds = flow.steps.map((step) => step.holds);
  if (new Set(states).size !== states.length || new Set(holds).size !== holds.length) {
    throw new Error(
      `A wizard flow needs distinct states and draft fields, got states ${states.join(', ')} holding ${holds.join(', ')}`,
    );
  }
}
