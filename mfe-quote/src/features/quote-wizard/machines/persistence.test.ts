import { createActor, type AnyMachineSnapshot } from 'xstate';
import { VALID } from '../fixtures/payloads';
import { otherQuoteMachine } from './other-quote.machine';
import {
  DRAFT_KEYS,
  DRAFT_VERSION,
  clearDraft,
  loadDraft,
  saveDraft,
  shouldClear,
  shouldPersist,
  syncDraft,
} from './persistence';
import { quoteMachine, type QuoteEvent } from './quote.machine';
import { startWizard } from './replay';

const KEY = DRAFT_KEYS.quote;

afterEach(() => sessionStorage.clear());

function quoteActor(snapshot?: ReturnType<typeof loadDraft>) {
  const wizard = startWizard(quoteMachine, { snapshot });
  // What the page does: every change goes to sessionStorage.
  wizard.actor.subscribe((next) => syncDraft(sessionStorage, KEY, next));
  return wizard;
}

const toLoading: QuoteEvent[] = [
  { type: 'CHOOSE_TYPE', quoteType: 'full-load' },
  { type: 'NEXT', data: VALID.client },
  { type: 'NEXT', data: VALID.product },
];
const toSubmitting: QuoteEvent[] = [
  ...toLoading,
  { type: 'NEXT', data: VALID.loading },
  { type: 'NEXT', data: VALID.unloading },
];

test('a draft restored mid-wizard continues where it was, with its values and key', () => {
  const first = quoteActor();
  for (const event of toLoading) first.actor.send(event);
  first.actor.send({ type: 'CLOSE', data: { place: 'Tanger' } });
  first.actor.stop();

  const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  expect(stored).toMatchObject({ version: DRAFT_VERSION, snapshot: { value: 'loading' } });

  const second = quoteActor(loadDraft(sessionStorage, KEY, quoteMachine));
  expect(second.actor.getSnapshot().matches('loading')).toBe(true);
  expect(second.actor.getSnapshot().context).toMatchObject({
    open: false,
    idempotencyKey: 'key-1',
    draft: { client: VALID.client, product: VALID.product, loading: { place: 'Tanger' } },
  });
  second.actor.send({ type: 'OPEN' });
  second.actor.send({ type: 'NEXT', data: VALID.loading });
  expect(second.actor.getSnapshot().matches('unloading')).toBe(true);
});

test('a draft restored in failed retries with the same key', async () => {
  const first = quoteActor();
  for (const event of toSubmitting) first.actor.send(event);
  first.submit.fail({ status: 503, code: 'unavailable' });
  await first.settled();
  first.actor.stop();

  const second = quoteActor(loadDraft(sessionStorage, KEY, quoteMachine));
  expect(second.actor.getSnapshot().matches('failed')).toBe(true);
  second.actor.send({ type: 'RETRY' });
  expect(second.submit.inputs).toEqual(first.submit.inputs);
  second.submit.succeed('Q-5');
  await second.settled();
  expect(second.actor.getSnapshot().context.reference).toBe('Q-5');
  // Cleared only once the API confirmed.
  expect(sessionStorage.getItem(KEY)).toBeNull();
});

test('a reload during the send is restored as an interrupted failure, retried with the same key', async () => {
  const first = quoteActor();
  for (const event of toSubmitting) first.actor.send(event);
  expect(first.actor.getSnapshot().matches('submitting')).toBe(true);
  first.actor.stop();

  const second = quoteActor(loadDraft(sessionStorage, KEY, quoteMachine));
  expect(second.actor.getSnapshot().matches('failed')).toBe(true);
  expect(second.actor.getSnapshot().context).toMatchObject({
    submitError: { code: 'interrupted', retryable: true },
    draft: { unloading: VALID.unloading },
  });
  second.actor.send({ type: 'RETRY' });
  expect(second.submit.inputs).toEqual(first.submit.inputs);
});

test('nothing is stored before a draft exists, and sent clears it', async () => {
  const { actor, submit, settled } = quoteActor();
  expect(shouldPersist(actor.getSnapshot())).toBe(false);
  expect(saveDraft(sessionStorage, KEY, actor.getSnapshot())).toBe(false);
  for (const event of toSubmitting) actor.send(event);
  expect(sessionStorage.getItem(KEY)).not.toBeNull();
  submit.succeed('Q-1');
  await settled();
  expect(shouldClear(actor.getSnapshot())).toBe(true);
  expect(shouldPersist(actor.getSnapshot())).toBe(false);
  expect(sessionStorage.getItem(KEY)).toBeNull();
});

function storedWith(patch: (stored: { version: number; snapshot: Record<string, unknown> }) => unknown): string {
  const actor = createActor(quoteMachine).start();
  actor.send({ type: 'CHOOSE_TYPE', quoteType: 'traction' });
  const snapshot: AnyMachineSnapshot = actor.getSnapshot();
  saveDraft(sessionStorage, KEY, snapshot);
  return JSON.stringify(patch(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')));
}

test.each([
  ['absent', null],
  ['not JSON', '{oops'],
  ['another version', storedWith((s) => ({ ...s, version: DRAFT_VERSION + 1 }))],
  ['no snapshot', storedWith((s) => ({ version: s.version }))],
  ['an unknown state', storedWith((s) => ({ ...s, snapshot: { ...s.snapshot, value: 'review' } }))],
  ['a state that is never stored', storedWith((s) => ({ ...s, snapshot: { ...s.snapshot, value: 'submitting' } }))],
  ['a context missing fields', storedWith((s) => ({ ...s, snapshot: { ...s.snapshot, context: { open: true } } }))],
])('a stored draft that is %s loads as null', (_, stored) => {
  if (stored !== null) sessionStorage.setItem(KEY, stored);
  expect(loadDraft(sessionStorage, KEY, quoteMachine)).toBeNull();
});

test('a well-formed stored draft loads', () => {
  sessionStorage.setItem(
    KEY,
    storedWith((s) => s),
  );
  expect(loadDraft(sessionStorage, KEY, quoteMachine)).toMatchObject({ status: 'active', value: 'client' });
});

test("one machine's draft does not load into the other", () => {
  sessionStorage.setItem(
    KEY,
    storedWith((s) => s),
  );
  expect(loadDraft(sessionStorage, KEY, otherQuoteMachine)).toBeNull();
});

test('storage that refuses (private browsing, quota) never breaks the wizard', () => {
  const broken = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  const actor = createActor(quoteMachine).start();
  actor.send({ type: 'CHOOSE_TYPE', quoteType: 'traction' });
  expect(saveDraft(broken, KEY, actor.getSnapshot())).toBe(false);
  expect(loadDraft(broken, KEY, quoteMachine)).toBeNull();
  expect(() => clearDraft(broken, KEY)).not.toThrow();
});
