import { ApiRequestError } from './client';
import { describeSubmitFailure, type SubmitFailure } from './submit-failure';
import { FormSubmission, formToastId, sendForm, withFormMeta } from './submission';
import { TOAST_EVENT, type ToastMessage } from '../ui/toast-event';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => FIELDS.some((field) => field === name);

const options = {
  form: 'contact',
  describe: (error: unknown): SubmitFailure<Field> => describeSubmitFailure(error, isField),
  toasts: {
    success: (reference: string) => ({ title: 'Sent', description: `Reference ${reference}` }),
    failure: (failure: SubmitFailure<Field>) => ({ title: 'Not sent', description: failure.reason }),
  },
};

const unavailable = () => new ApiRequestError({ status: 503, code: 'UNAVAILABLE', message: 'down' });

let toasts: ToastMessage[] = [];
const record = (event: CustomEvent<unknown>) => toasts.push(event.detail as ToastMessage);
beforeEach(() => {
  toasts = [];
  window.addEventListener(TOAST_EVENT, record);
});
afterEach(() => window.removeEventListener(TOAST_EVENT, record));

test('a retry of the same content keeps its key; a change of content makes a new one', async () => {
  const submission = new FormSubmission(options);
  const keys: string[] = [];
  const failing = (key: string) => {
    keys.push(key);
    return Promise.reject(unavailable());
  };
  await submission.send({ name: 'Sara', email: 'sara@example.es' }, failing);
  await submission.send({ name: 'Sara', email: 'sara@example.es' }, failing);
  await submission.send({ name: 'Sara A.', email: 'sara@example.es' }, failing);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a CV counts by its name, size, type and date: another file is another key', async () => {
  const submission = new FormSubmission(options);
  const cv = new File(['%PDF-1.4 a'], 'cv.pdf', { type: 'application/pdf', lastModified: 1 });
  const same = submission.keyFor({ name: 'Amina', file: cv });
  expect(submission.keyFor({ name: 'Amina', file: cv })).toBe(same);
  expect(
    submission.keyFor({
      name: 'Amina',
      file: new File(['%PDF-1.4 ab'], 'cv.pdf', { type: 'application/pdf', lastModified: 1 }),
    }),
  ).not.toBe(same);
});

test('a failure is read once and raises one error toast under the form id', async () => {
  const result = await sendForm(options, () =>
    Promise.reject(
      new ApiRequestError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'x',
        fields: { email: 'validation.email' },
      }),
    ),
  );
  expect(result).toMatchObject({
    status: 'failed',
    failure: { reason: 'validation', fields: { email: 'validation.email' } },
  });
  expect(toasts).toEqual([
    { id: formToastId('contact'), variant: 'error', title: 'Not sent', description: 'validation' },
  ]);
});

test('success after a failure: a success toast with the reference under the same id, which replaces the error; the key is then forgotten', async () => {
  const submission = new FormSubmission(options);
  const keys: string[] = [];
  const content = { name: 'Sara', email: 'sara@example.es' };
  await submission.send(content, (key) => {
    keys.push(key);
    return Promise.reject(unavailable());
  });
  const sent = await submission.send(content, (key) => {
    keys.push(key);
    return Promise.resolve({ reference: 'C-2026-000042' });
  });
  expect(sent).toEqual({ status: 'sent', reference: 'C-2026-000042' });
  expect(toasts.map(({ id, variant }) => ({ id, variant }))).toEqual([
    { id: 'form:contact', variant: 'error' },
    { id: 'form:contact', variant: 'success' },
  ]);
  expect(toasts[1]?.description).toBe('Reference C-2026-000042');
  expect(keys[1]).toBe(keys[0]);
  // The same words sent again later are a new message.
  expect(submission.keyFor(content)).not.toBe(keys[0]);
});

test('a form confirming in its own dialog (no success toast): the success only takes its error toast away', async () => {
  const { success: _success, ...failureOnly } = options.toasts;
  const wizard = { ...options, form: 'quote', toasts: failureOnly };
  await sendForm(wizard, () => Promise.reject(unavailable()));
  const sent = await sendForm(wizard, () => Promise.resolve({ reference: 'Q-2026-000007' }));
  expect(sent).toEqual({ status: 'sent', reference: 'Q-2026-000007' });
  expect(toasts.map(({ id, variant }) => ({ id, variant }))).toEqual([
    { id: 'form:quote', variant: 'error' },
    { id: 'form:quote' },
  ]);
  expect(toasts[1]).toEqual({ id: 'form:quote', dismiss: true });
});

test('stopped by the visitor: no toast, nothing described', async () => {
  const controller = new AbortController();
  controller.abort();
  const result = await sendForm(
    options,
    () => Promise.reject(new DOMException('aborted', 'AbortError')),
    controller.signal,
  );
  expect(result).toEqual({ status: 'aborted' });
  expect(toasts).toEqual([]);
});

test('the meta fields go beside the form fields: base language, honeypot value, fill time', () => {
  expect(withFormMeta({ name: 'Sara' }, { language: 'ar-MA', honeypot: '', startedAt: 1000 }, 7000)).toEqual({
    name: 'Sara',
    language: 'ar',
    website: '',
    fill_ms: 6000,
  });
});
