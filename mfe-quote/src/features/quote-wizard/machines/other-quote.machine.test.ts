import { INVALID, VALID } from '../fixtures/payloads';
import { otherQuoteMachine, type OtherQuoteEvent } from './other-quote.machine';
import { startWizard } from './replay';

const start = () => startWizard(otherQuoteMachine);

const toSubmitting: OtherQuoteEvent[] = [
  { type: 'OPEN' },
  { type: 'NEXT', data: VALID.client },
  { type: 'NEXT', data: VALID.info },
];

test('OPEN starts a draft on the client step, with a key', () => {
  const { send, snapshot } = start();
  expect(snapshot().matches('closed')).toBe(true);
  send({ type: 'OPEN' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context).toMatchObject({
    open: true,
    idempotencyKey: 'key-1',
    draft: { client: null, info: null },
  });
});

test('both subject and message are required; what was typed stays', () => {
  const { send, snapshot } = start();
  send({ type: 'OPEN' }, { type: 'NEXT', data: INVALID.client });
  expect(snapshot().matches('client')).toBe(true);
  expect(Object.keys(snapshot().context.errors).sort()).toEqual(['company', 'email', 'phone']);
  send({ type: 'NEXT', data: VALID.client }, { type: 'NEXT', data: INVALID.info });
  expect(snapshot().matches('info')).toBe(true);
  expect(snapshot().context.errors).toEqual({ message: 'validation.required' });
  expect(snapshot().context.draft.info).toEqual(INVALID.info);
});

test('BACK keeps both steps; CLOSE keeps the step and OPEN reopens it', () => {
  const { send, snapshot } = start();
  send({ type: 'OPEN' }, { type: 'NEXT', data: VALID.client }, { type: 'BACK', data: { object: 'Urgent' } });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context.draft).toEqual({ client: VALID.client, info: { object: 'Urgent' } });
  send({ type: 'CLOSE', data: { ...VALID.client, city: 'Tétouan' } });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context.open).toBe(false);
  send({ type: 'OPEN' });
  expect(snapshot().context).toMatchObject({
    open: true,
    idempotencyKey: 'key-1',
    draft: { client: { city: 'Tétouan' } },
  });
});

test('a complete request is sent at once and its reference kept', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  expect(snapshot().matches('submitting')).toBe(true);
  expect(submit.inputs).toEqual([
    {
      idempotencyKey: 'key-1',
      request: {
        client: {
          fullName: 'Amina El Idrissi',
          email: 'amina@example.ma',
          phone: '0612345678',
          company: 'Agrumes du Nord',
        },
        info: VALID.info,
      },
    },
  ]);
  send({ type: 'CLOSE' }, { type: 'RETRY' });
  expect(submit.inputs).toHaveLength(1);
  submit.succeed('A-12');
  await settled();
  expect(snapshot().matches('sent')).toBe(true);
  expect(snapshot().context.reference).toBe('A-12');
});

test('a failure keeps everything; RETRY reuses the key; a new request after sent gets a new one', async () => {
  const { send, snapshot, submit, settled } = start();
  send(...toSubmitting);
  submit.fail({ status: 502, code: 'bad_gateway' });
  await settled();
  expect(snapshot().matches('failed')).toBe(true);
  expect(snapshot().context).toMatchObject({
    submitError: { code: 'bad_gateway', retryable: true },
    draft: { client: VALID.client, info: VALID.info },
  });
  send({ type: 'CLOSE' });
  expect(snapshot().context.open).toBe(false);
  send({ type: 'RETRY' });
  expect(snapshot().context.open).toBe(true);
  expect(submit.inputs.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
  submit.succeed('A-13');
  await settled();
  send({ type: 'CLOSE' });
  expect(snapshot().context.open).toBe(false);
  send({ type: 'OPEN' });
  expect(snapshot().matches('client')).toBe(true);
  expect(snapshot().context).toMatchObject({
    idempotencyKey: 'key-2',
    draft: { client: null, info: null },
    reference: null,
  });
});
