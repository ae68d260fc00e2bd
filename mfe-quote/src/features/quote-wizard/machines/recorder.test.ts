import { createActor, waitFor } from 'xstate';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import { INVALID, VALID } from '../fixtures/payloads';
import { otherQuoteMachine } from './other-quote.machine';
import { DRAFT_KEYS, loadDraft, syncDraft } from './persistence';
import { quoteMachine, type QuoteEvent } from './quote.machine';
import { createEventRecorder, eventLogSchema } from './recorder';
import { controlledSubmit, replayEventLog, startWizard } from './replay';

afterEach(() => sessionStorage.clear());

/** The page in development: a recorder inspecting the actor, drafts synced to sessionStorage. */
function page(recorder: ReturnType<typeof createEventRecorder>, restore = false) {
  const snapshot = restore ? loadDraft(sessionStorage, DRAFT_KEYS.quote, quoteMachine) : null;
  const wizard = startWizard(quoteMachine, { snapshot, inspect: recorder.inspect });
  wizard.actor.subscribe((next) => syncDraft(sessionStorage, DRAFT_KEYS.quote, next));
  return wizard;
}

const toSubmitting: QuoteEvent[] = [
  { type: 'CHOOSE_TYPE', quoteType: 'containers' },
  { type: 'NEXT', data: INVALID.client },
  { type: 'NEXT', data: VALID.client },
  { type: 'NEXT', data: VALID.product },
  { type: 'NEXT', data: VALID.loading },
  { type: 'NEXT', data: VALID.unloading },
];

test('the log holds the events sent, the submission outcomes and what the visitor saw last', async () => {
  const recorder = createEventRecorder('quote');
  const { send, submit, settled } = page(recorder);
  send(...toSubmitting);
  submit.fail({ status: 0, code: 'network_error', retryable: true });
  await settled();
  send({ type: 'RETRY' });
  submit.fail({ status: 503, code: 'unavailable' });
  await settled();
  send({ type: 'RETRY' });
  submit.succeed('Q-2099-77');
  await settled();
  send({ type: 'CLOSE' });

  const log = recorder.toEventLog('Two failures then sent');
  expect(eventLogSchema.parse(log)).toEqual(log);
  expect(log).toEqual({
    name: 'Two failures then sent',
    machine: 'quote',
    events: [...toSubmitting, { type: 'RETRY' }, { type: 'RETRY' }, { type: 'CLOSE' }],
    submit: ['fail:network_error', 'fail:unavailable:503', 'ok:Q-2099-77'],
    expected: {
      state: 'sent',
      context: {
        open: false,
        draft: {
          cotation: { type: 'containers' },
          client: VALID.client,
          product: VALID.product,
          loading: VALID.loading,
          unloading: VALID.unloading,
        },
        errors: {},
        reference: 'Q-2099-77',
        submitError: null,
      },
    },
  });
  // JSON all the way: what the download writes is what a fixture holds.
  expect(JSON.parse(JSON.stringify(log))).toEqual(log);
});

test('a recorded log replays to the state it was recorded in', async () => {
  const recorder = createEventRecorder('quote');
  const { send, submit, settled } = page(recorder);
  send(...toSubmitting);
  submit.fail({ status: 502, code: 'bad_gateway' });
  await settled();
  send({ type: 'CLOSE' });
  const log = recorder.toEventLog('Failed and closed');
  expect(log.expected.state).toBe('failed');
  const result = await replayEventLog(log, sessionStorage);
  expect({ state: result.state, context: result.context }).toMatchObject(log.expected);
});

test('a reload during the recording is marked, and the log replays through it', async () => {
  const first = page(createEventRecorder('quote', { storage: sessionStorage }));
  first.send(...toSubmitting.slice(0, 4));
  first.actor.stop();

  // The page comes back: a new recorder continues the stored log, a new actor restores the draft.
  const recorder = createEventRecorder('quote', { storage: sessionStorage });
  const second = page(recorder, true);
  expect(second.actor.getSnapshot().matches('loading')).toBe(true);
  second.send(toSubmitting[4]!, toSubmitting[5]!);
  second.submit.succeed('Q-1');
  await second.settled();

  const log = recorder.toEventLog('Reload on the loading step');
  expect(log.reloadAfter).toBe(3);
  expect(log.events).toHaveLength(6);
  expect(log.submit).toEqual(['ok:Q-1']);
  const result = await replayEventLog(log, sessionStorage);
  expect(result.state).toBe('sent');
  expect(result.context).toMatchObject(log.expected.context);
});

test('reset starts an empty log; another machine ignores the stored one', () => {
  const recorder = createEventRecorder('quote', { storage: sessionStorage });
  const { send } = page(recorder);
  send({ type: 'CHOOSE_TYPE', quoteType: 'traction' });
  expect(
    createEventRecorder('other-quote', { storage: sessionStorage, key: 'mfe-quote:recording:quote' }).toEventLog('x')
      .events,
  ).toEqual([]);
  recorder.reset();
  expect(createEventRecorder('quote', { storage: sessionStorage }).toEventLog('x')).toMatchObject({
    events: [],
    submit: [],
  });
});

test('the other-quote flow records the same way', async () => {
  const recorder = createEventRecorder('other-quote');
  const submit = controlledSubmit<OtherQuoteRequest>();
  const actor = createActor(otherQuoteMachine.provide({ actors: { submit: submit.logic } }), {
    inspect: recorder.inspect,
  }).start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'NEXT', data: VALID.client });
  actor.send({ type: 'NEXT', data: VALID.info });
  submit.succeed('A-1');
  await waitFor(actor, (snapshot) => snapshot.matches('sent'), { timeout: 1000 });
  const log = recorder.toEventLog('Other quote');
  expect(log).toMatchObject({
    machine: 'other-quote',
    submit: ['ok:A-1'],
    expected: { state: 'sent', context: { reference: 'A-1' } },
  });
  expect(log.events.map((event) => event.type)).toEqual(['OPEN', 'NEXT', 'NEXT']);
});
