import { createActor } from 'xstate';
import { INVALID, LOADING_DATE, VALID } from '../fixtures/payloads';
import { quoteMachine, type QuoteEvent } from './quote.machine';
import { startWizard } from './replay';

const start = () => startWizard(quoteMachine);

const toUnloading: QuoteEvent[] = [
  { type: 'CHOOSE_TYPE', quoteType: 'traction' },
  { type: 'NEXT', data: VALID.client },
  { type: 'NEXT', data: VALID.product },
  { type: 'NEXT', data: VALID.loading },
];
const toSubmitting: QuoteEvent[] = [...toUnloading, { type: 'NEXT', data: VALID.unloading }];

test('choosing a type with a sector (a link from a sector card) preselects it in the goods step', () => {
  const { send, snapshot } = start();
  send({ type: 'CHOOSE_TYPE', quoteType: 'full-load', sector: 'food' });
  expect(snapshot().context.draft).toMatchObject({
    cotation: { type: 'full-load' },
    product: { sector_of_activity: 'food' },
  });
  // Choosing again keeps what the visitor chose in the goods step.
  send(
    { type: 'NEXT', data: VALID.client },
    { type: 'NEXT', data: { ...VALID.product, sector_of_activity: 'retail' } },
  );
  send({ type: 'CLOSE' }, { type: 'CHOOSE_TYPE', quoteType: 'full-load', sector: 'agriculture' });
  expect(snapshot().context.draft.product).toMatchObject({ sector_of_activity: 'retail' });
});

test('without a sector the goods step starts empty', () => {
  const { send, snapshot } = start();
  send({ type: 'CHOOSE_TYPE', quoteType: 'full-load' });
  expect(snapshot().context.draft.product).toBeNull();
});

test('choosing a type opens the modal on the client step with a fresh draft and key', () => {
  const { send, snapshot } = start();
  expect(snapshot().matches('idle')).toBe(true);
  send({ type: 'CHOOSE_TYPE', quoteType: 'containers' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context).toMatchObject({
    open: true,
    draft: { cotation: { type: 'containers' }, client: null },
    errors: {},
    idempotencyKey: 'key-1',
  });
});

test('a type outside the wizard (an untyped caller sending "other") leaves it idle', () => {
  const { actor, snapshot } = start();
  actor.send(JSON.parse('{ "type": "CHOOSE_TYPE", "quoteType": "other" }'));
  expect(snapshot().matches('idle')).toBe(true);
  expect(snapshot().context.open).toBe(false);
});

test('an invalid step stays, keeps what was typed and names each faulty field', () => {
  const { send, snapshot } = start();
  send({ type: 'CHOOSE_TYPE', quoteType: 'full-load' }, { type: 'NEXT', data: INVALID.client });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context.draft.client).toEqual(INVALID.client);
  expect(snapshot().context.errors).toEqual({
    email: 'validation.email',
    phone: 'validation.phone_length',
    company: 'validation.required',
  });
  send({ type: 'NEXT', data: VALID.client });
  expect(snapshot().matches('goods')).toBe(true);
  expect(snapshot().context.errors).toEqual({});
  expect(snapshot().context.draft.client).toEqual(VALID.client);
});

test('each step is guarded by its own schema', () => {
  const { send, snapshot } = start();
  send(toUnloading[0]!, toUnloading[1]!, { type: 'NEXT', data: INVALID.product });
  expect(snapshot().matches('goods')).toBe(true);
  expect(Object.keys(snapshot().context.errors).sort()).toEqual(['dangerous', 'sector_of_activity', 'weight']);
  send({ type: 'NEXT', data: VALID.product }, { type: 'NEXT', data: INVALID.loading });
  expect(snapshot().matches('loading')).toBe(true);
  expect(snapshot().context.errors).toEqual({ date: 'validation.date_past' });
  send({ type: 'NEXT', data: VALID.loading }, { type: 'NEXT', data: INVALID.unloading });
  expect(snapshot().matches('unloading')).toBe(true);
  expect(snapshot().context.errors).toEqual({ date: 'validation.date_order', time_slots: 'validation.required' });
});

test('BACK returns to the previous step with its values, and keeps the values of the step it leaves', () => {
  const { send, snapshot } = start();
  send(...toUnloading, { type: 'NEXT', data: INVALID.unloading });
  send({ type: 'BACK', data: { ...INVALID.unloading, place: 'Lyon' } });
  expect(snapshot().matches('loading')).toBe(true);
  expect(snapshot().context.errors).toEqual({});
  expect(snapshot().context.draft).toMatchObject({ loading: VALID.loading, unloading: { place: 'Lyon' } });
  send({ type: 'BACK' }, { type: 'BACK' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context.draft).toMatchObject({
    client: VALID.client,
    product: VALID.product,
    loading: VALID.loading,
  });
});

test('CLOSE keeps the draft and the step; OPEN or choosing the type again reopens it there', () => {
  const { send, snapshot } = start();
  send(toUnloading[0]!, toUnloading[1]!, { type: 'CLOSE', data: { sector_of_activity: 'food' } });
  expect(snapshot().matches('goods')).toBe(true);
  expect(snapshot().context.open).toBe(false);
  expect(snapshot().context.draft.product).toEqual({ sector_of_activity: 'food' });
  send({ type: 'OPEN' });
  expect(snapshot().context.open).toBe(true);
  send({ type: 'CLOSE' }, { type: 'CHOOSE_TYPE', quoteType: 'containers' });
  expect(snapshot().matches('goods')).toBe(true);
  expect(snapshot().context).toMatchObject({
    open: true,
    idempotencyKey: 'key-1',
    draft: { cotation: { type: 'containers' }, client: VALID.client },
  });
});

test('a valid unloading step sends the parsed request at once, with the draft key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  expect(snapshot().matches('submitting')).toBe(true);
  expect(submit.inputs).toHaveLength(1);
  expect(submit.inputs[0]).toMatchObject({
    idempotencyKey: 'key-1',
    request: {
      cotation: { type: 'traction' },
      product: { weight: 12.5, dangerous: false },
      loading: { date: LOADING_DATE, time_slots: ['8-14'] },
      unloading: { place: 'Perpignan', more_info: 'Quai 4' },
    },
  });
  submit.succeed('Q-2099-0001');
  await settled();
  expect(snapshot().matches('sent')).toBe(true);
  expect(snapshot().hasTag('sent')).toBe(true);
  expect(snapshot().context).toMatchObject({ reference: 'Q-2099-0001', submitError: null, open: true });
});

test('nothing starts a second submission while one is in flight', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  send({ type: 'RETRY' }, { type: 'RETRY' }, { type: 'NEXT', data: VALID.unloading }, { type: 'CLOSE' });
  expect(snapshot().matches('submitting')).toBe(true);
  expect(snapshot().context.open).toBe(true);
  expect(submit.inputs).toHaveLength(1);
  submit.succeed('Q-1');
  await settled();
  expect(submit.inputs).toHaveLength(1);
});

test('a failure keeps everything; RETRY sends the same request with the same key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.fail(new TypeError('Failed to fetch'));
  await settled();
  expect(snapshot().matches('failed')).toBe(true);
  expect(snapshot().context).toMatchObject({
    submitError: { code: 'network', retryable: true },
    draft: { client: VALID.client, product: VALID.product, loading: VALID.loading, unloading: VALID.unloading },
    idempotencyKey: 'key-1',
  });
  send({ type: 'CLOSE' }, { type: 'OPEN' }, { type: 'RETRY' });
  expect(snapshot().matches('submitting')).toBe(true);
  expect(snapshot().context.submitError).toBeNull();
  send({ type: 'RETRY' });
  expect(submit.inputs).toHaveLength(2);
  expect(submit.inputs[1]).toEqual(submit.inputs[0]);
  submit.succeed('Q-7');
  await settled();
  expect(snapshot().context.reference).toBe('Q-7');
});

test('after a failure, a request edited before sending again gets a new key; the same request keeps its key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.fail({ status: 503 });
  await settled();
  // EDIT, then the same steps with nothing changed: the same request, the same key.
  send(
    { type: 'EDIT' },
    { type: 'NEXT', data: VALID.client },
    { type: 'NEXT', data: VALID.product },
    { type: 'NEXT', data: VALID.loading },
    { type: 'NEXT', data: VALID.unloading },
  );
  expect(submit.inputs[1]).toEqual(submit.inputs[0]);
  submit.fail({ status: 503 });
  await settled();
  // EDIT and a change: another request, so another key (the API would refuse the first key with other content).
  send(
    { type: 'EDIT' },
    { type: 'NEXT', data: { ...VALID.client, company: 'Another company' } },
    { type: 'NEXT', data: VALID.product },
    { type: 'NEXT', data: VALID.loading },
    { type: 'NEXT', data: VALID.unloading },
  );
  expect(submit.inputs).toHaveLength(3);
  expect(submit.inputs[2]!.idempotencyKey).not.toBe(submit.inputs[0]!.idempotencyKey);
  expect(submit.inputs[2]!.request.client.company).toBe('Another company');
  submit.succeed('Q-8');
  await settled();
  expect(snapshot().context.reference).toBe('Q-8');
});

test.each([
  [
    { status: 400, code: 'validation_failed', retryable: false },
    { code: 'validation_failed', retryable: false },
  ],
  [{ status: 503 }, { code: 'http_503', retryable: true }],
  [{ status: 413 }, { code: 'http_413', retryable: false }],
  [
    { status: 0, code: 'timeout' },
    { code: 'timeout', retryable: true },
  ],
  ['boom', { code: 'network', retryable: true }],
])('the failure %j is described as %j', async (error, expected) => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.fail(error);
  await settled();
  expect(snapshot().context.submitError).toEqual(expected);
});

test('CLOSE in sent closes; a new quote after it starts clean with a new key', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.succeed('Q-1');
  await settled();
  send({ type: 'CLOSE' });
  expect(snapshot().matches('sent')).toBe(true);
  expect(snapshot().context.open).toBe(false);
  send({ type: 'CHOOSE_TYPE', quoteType: 'full-load' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context).toEqual({
    open: true,
    draft: { cotation: { type: 'full-load' }, client: null, product: null, loading: null, unloading: null },
    errors: {},
    idempotencyKey: 'key-2',
    keyFor: null,
    request: null,
    reference: null,
    submitError: null,
  });
});

test('a restored draft whose loading date has passed is not sent; the error names that step', () => {
  const { actor } = start();
  const stale = quoteMachine.resolveState({
    value: 'unloading',
    context: {
      ...actor.getSnapshot().context,
      open: true,
      idempotencyKey: 'key-9',
      draft: {
        cotation: { type: 'full-load' },
        client: VALID.client,
        product: VALID.product,
        loading: { ...VALID.loading, date: '2001-01-01' },
        unloading: null,
      },
    },
  });
  const restored = createActor(quoteMachine, { snapshot: quoteMachine.getPersistedSnapshot(stale) }).start();
  restored.send({ type: 'NEXT', data: { ...VALID.unloading, date: '2099-01-01' } });
  expect(restored.getSnapshot().matches('unloading')).toBe(true);
  expect(restored.getSnapshot().context.errors).toEqual({ 'loading.date': 'validation.date_past' });
  expect(restored.getSnapshot().context.draft.unloading).toMatchObject({ date: '2099-01-01' });
});
