import { createActor } from 'xstate';
import { INVALID, LOADING_DATE, VALID } from '../fixtures/payloads';
import { threeStepFlow } from '../fixtures/three-step-flow';
import { loadDraft, saveDraft } from './persistence';
import { startWizard } from './replay';
import type { WizardEvent } from './wizard';
import { createWizardMachine } from './wizard-factory';

// The factory with a flow of three steps (the other-quote flow with a
// `schedule` step added): every rule of the two wizards holds for it.

const threeStepMachine = createWizardMachine(threeStepFlow);

const start = () => startWizard(threeStepMachine);

const toSubmitting: WizardEvent[] = [
  { type: 'OPEN' },
  { type: 'NEXT', data: VALID.client },
  { type: 'NEXT', data: VALID.loading },
  { type: 'NEXT', data: VALID.info },
];

test('the machine has the flow states in order, then submitting, sent and failed', () => {
  expect(Object.keys(threeStepMachine.root.states)).toEqual([
    'closed',
    'client',
    'schedule',
    'info',
    'submitting',
    'sent',
    'failed',
  ]);
  expect(threeStepMachine.id).toBe('threeStep');
});

test('the added step is guarded by its schema, and BACK from the last step returns to it with its values', () => {
  const { send, snapshot } = start();
  send({ type: 'OPEN' }, { type: 'NEXT', data: VALID.client });
  expect(snapshot().matches('schedule')).toBe(true);
  send({ type: 'NEXT', data: INVALID.loading });
  expect(snapshot().matches('schedule')).toBe(true);
  expect(snapshot().context.errors).toEqual({ date: 'validation.date_past' });
  expect(snapshot().context.draft.loading).toEqual(INVALID.loading);
  send({ type: 'NEXT', data: VALID.loading }, { type: 'BACK', data: { object: 'Urgent' } });
  expect(snapshot().matches('schedule')).toBe(true);
  expect(snapshot().context.draft).toEqual({
    client: VALID.client,
    loading: VALID.loading,
    info: { object: 'Urgent' },
  });
  send({ type: 'BACK' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context.errors).toEqual({});
});

test('a valid last step sends the three steps as one request, with the draft key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  expect(snapshot().matches('submitting')).toBe(true);
  expect(submit.inputs).toHaveLength(1);
  // Each step's values as parsed by its schema: the added one's time slots as a list.
  expect(submit.inputs[0]).toMatchObject({
    idempotencyKey: 'key-1',
    request: {
      client: { company: 'Agrumes du Nord' },
      loading: { place: 'Tanger Med', date: LOADING_DATE, time_slots: ['8-14'] },
      info: VALID.info,
    },
  });
  submit.succeed('T-1');
  await settled();
  expect(snapshot().matches('sent')).toBe(true);
  expect(snapshot().context.reference).toBe('T-1');
});

test('after a failure: RETRY keeps the key, EDIT returns to the first step with everything, an edited request gets a new key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.fail({ status: 503 });
  await settled();
  expect(snapshot().matches('failed')).toBe(true);
  send({ type: 'RETRY' });
  expect(submit.inputs[1]).toEqual(submit.inputs[0]);
  submit.fail({ status: 503 });
  await settled();
  send({ type: 'EDIT' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context).toMatchObject({
    submitError: null,
    draft: { client: VALID.client, loading: VALID.loading, info: VALID.info },
  });
  send(
    { type: 'NEXT', data: VALID.client },
    { type: 'NEXT', data: { ...VALID.loading, place: 'Tétouan' } },
    { type: 'NEXT', data: VALID.info },
  );
  expect(submit.inputs).toHaveLength(3);
  expect(submit.inputs.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
});

test('a draft closed on the added step is stored, restored and reopened there', () => {
  const { machine, send, snapshot } = start();
  send({ type: 'OPEN' }, { type: 'NEXT', data: VALID.client }, { type: 'CLOSE', data: { place: 'Tanger' } });
  expect(snapshot().context.open).toBe(false);
  expect(saveDraft(sessionStorage, 'three-step', snapshot())).toBe(true);
  const restored = createActor(machine, {
    snapshot: loadDraft(sessionStorage, 'three-step', machine) ?? undefined,
  }).start();
  expect(restored.getSnapshot().matches('schedule')).toBe(true);
  restored.send({ type: 'OPEN' });
  expect(restored.getSnapshot().context).toMatchObject({
    open: true,
    idempotencyKey: 'key-1',
    draft: { loading: { place: 'Tanger' } },
  });
  sessionStorage.clear();
});

test('a flow without a choice ignores CHOOSE_TYPE: OPEN starts it', () => {
  const { actor, snapshot } = start();
  actor.send({ type: 'CHOOSE_TYPE', quoteType: 'traction' });
  expect(snapshot().matches('closed')).toBe(true);
  expect(snapshot().context.open).toBe(false);
});

test('a flow whose states or draft fields repeat is refused', () => {
  const [client, schedule, info] = threeStepFlow.steps;
  expect(() =>
    createWizardMachine({ ...threeStepFlow, steps: [client, { ...schedule, state: 'client' }, info] }),
  ).toThrow(/distinct states/);
  expect(() =>
    createWizardMachine({ ...threeStepFlow, steps: [client, { ...schedule, holds: 'client' }, info] }),
  ).toThrow(/distinct states/);
  expect(() =>
    createWizardMachine({ ...threeStepFlow, steps: [client, { ...schedule, state: 'sent' }, info] }),
  ).toThrow(/distinct states/);
});
