import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from './toast';
import { dismissToast, readToastMessage, showToast } from './toast-event';
import { renderWithI18n } from '@freight/shared/test/test-utils';

// jsdom has no pointer capture; radix Toast calls it when a swipe ends.
beforeAll(() => {
  for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture']) {
    if (!(name in Element.prototype))
      Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

/** Drags a toast towards the right by `distance` px, as a mouse would. */
function swipe(toast: HTMLElement, distance: number) {
  fireEvent.pointerDown(toast, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 20, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
  fireEvent.pointerUp(toast, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
}

test('a toast raised with showToast from anywhere appears in the host and closes with its button', async () => {
  const { user } = renderWithI18n(<ToastHost />);
  act(() => showToast({ title: 'Your message has been sent', description: 'We will reply soon.', variant: 'success' }));
  const title = await screen.findByText('Your message has been sent');
  expect(screen.getByText('We will reply soon.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(title);
  await user.click(screen.getByRole('button', { name: 'Close the notification' }));
  expect(screen.queryByText('Your message has been sent')).not.toBeInTheDocument();
});

test("a form's success replaces its error toast at once; another form's toast stays", async () => {
  renderWithI18n(<ToastHost />);
  act(() => showToast({ id: 'form:contact', title: 'Your message could not be sent', variant: 'error' }));
  act(() => showToast({ id: 'form:application', title: 'Your application could not be sent', variant: 'error' }));
  await screen.findByText('Your message could not be sent');
  act(() => showToast({ id: 'form:contact', title: 'Your message has been sent', variant: 'success' }));
  expect(await screen.findByText('Your message has been sent')).toBeInTheDocument();
  expect(screen.queryByText('Your message could not be sent')).not.toBeInTheDocument();
  expect(screen.getByText('Your application could not be sent')).toBeInTheDocument();
});

test('a dismissal takes away the toast shown under its id, and no other', async () => {
  renderWithI18n(<ToastHost />);
  act(() => showToast({ id: 'form:quote', title: 'Your request could not be sent', variant: 'error' }));
  act(() => showToast({ id: 'form:contact', title: 'Your message could not be sent', variant: 'error' }));
  await screen.findByText('Your request could not be sent');
  act(() => dismissToast('form:quote'));
  await waitFor(() => expect(screen.queryByText('Your request could not be sent')).not.toBeInTheDocument());
  expect(screen.getByText('Your message could not be sent')).toBeInTheDocument();
});

test('clicking the toast itself dismisses it', async () => {
  const { user } = renderWithI18n(<ToastHost />);
  act(() => showToast({ title: 'Application sent', variant: 'success' }));
  await user.click(await screen.findByText('Application sent'));
  expect(screen.queryByText('Application sent')).not.toBeInTheDocument();
});

test('a toast closes by itself after 5000 ms', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithI18n(<ToastHost />);
  act(() => showToast({ title: 'Request failed', variant: 'error' }));
  expect(await screen.findByText('Request failed')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(4900));
  expect(screen.getByText('Request failed')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByText('Request failed')).not.toBeInTheDocument();
});

test('the countdown pauses while the window is in the background and resumes on return', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithI18n(<ToastHost duration={1000} />);
  act(() => showToast({ title: 'Quote sent', variant: 'info' }));
  await screen.findByText('Quote sent');
  act(() => {
    fireEvent.blur(window);
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByText('Quote sent')).toBeInTheDocument();
  act(() => {
    fireEvent.focus(window);
    vi.advanceTimersByTime(1100);
  });
  expect(screen.queryByText('Quote sent')).not.toBeInTheDocument();
});

test('the countdown pauses while the pointer is over the toasts', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithI18n(<ToastHost duration={1000} />);
  act(() => showToast({ title: 'Hover me', variant: 'info' }));
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  await user.hover(await screen.findByText('Hover me'));
  act(() => vi.advanceTimersByTime(3000));
  expect(screen.getByText('Hover me')).toBeInTheDocument();
  await user.unhover(region);
  act(() => vi.advanceTimersByTime(1100));
  expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
});

test('the variant is spoken, not only shown in colour, in the page language', async () => {
  renderWithI18n(<ToastHost />, { lng: 'ar' });
  act(() => showToast({ title: 'لم يتم الإرسال', variant: 'error' }));
  expect(await screen.findByText('لم يتم الإرسال')).toHaveTextContent('خطأ: لم يتم الإرسال');
  expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
});

test('a swipe dismisses only past 80% of the toast width', async () => {
  renderWithI18n(<ToastHost />);
  act(() => showToast({ title: 'Swipe me', variant: 'info' }));
  const toast = (await screen.findByText('Swipe me')).closest('li');
  expect(toast).not.toBeNull();
  if (!toast) return;
  Object.defineProperty(toast, 'offsetWidth', { configurable: true, value: 300 });
  swipe(toast, 200); // 67%: springs back
  expect(screen.getByText('Swipe me')).toBeInTheDocument();
  swipe(toast, 250); // 83%: gone
  expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
});

test('malformed events from another bundle are ignored', () => {
  expect(readToastMessage({ title: '' })).toBeNull();
  expect(readToastMessage('sent')).toBeNull();
  expect(readToastMessage({ title: 'Sent', variant: 'weird' })).toEqual({
    title: 'Sent',
    description: undefined,
    variant: 'info',
  });
  expect(readToastMessage({ title: 'Sent', variant: 'success', id: 7 })).toEqual({
    title: 'Sent',
    description: undefined,
    variant: 'success',
  });
});
