import { act, screen, waitFor } from '@testing-library/react';
import { dismissToast, showToast } from '@freight/shared/web/ui/toast-event';
import { ToastHost } from '@freight/shared/web/ui/toast';
import { renderShell } from '../test/render';
import { ToastSlot } from './toast-slot';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The host's module arriving after `ms`, as a download on a slow line would. */
const slowHost = (ms: number) => () => sleep(ms).then(() => ({ default: ToastHost }));
/** The host's module already in the browser's cache: still a promise, resolved a moment later. */
const cachedHost = () => import('@freight/shared/web/ui/toast').then((mod) => ({ default: mod.ToastHost }));

test('the host loads with the first toast and shows it, then the next ones', async () => {
  renderShell(<ToastSlot />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  act(() => showToast({ title: 'Message envoyé', variant: 'success' }));
  expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
  act(() => showToast({ title: 'Deuxième', variant: 'info' }));
  expect(await screen.findByText('Deuxième')).toBeInTheDocument();
});

// A visitor correcting a refused form at once: the success comes while the host may still be
// downloading, entering, or showing the error. Whatever the moment, the success is what is left.
for (const host of [
  { name: 'the host from the cache', load: cachedHost },
  { name: 'the host arriving after 400 ms', load: slowHost(400) },
]) {
  for (const delay of [0, 50, 300, 1000]) {
    test(`${host.name}: an error, then a success under the same id ${delay} ms later, leaves only the success`, async () => {
      renderShell(<ToastSlot loadHost={host.load} />);
      act(() => showToast({ id: 'form:application', title: "Ce n'est pas un PDF", variant: 'error' }));
      await act(() => sleep(delay));
      act(() => showToast({ id: 'form:application', title: 'Candidature envoyée', variant: 'success' }));
      expect(await screen.findByText('Candidature envoyée', {}, { timeout: 2000 })).toBeInTheDocument();
      await act(() => sleep(100));
      expect(screen.queryByText("Ce n'est pas un PDF")).not.toBeInTheDocument();
      expect(screen.getAllByRole('status')).toHaveLength(1);
    });

    test(`${host.name}: an error, then its dismissal ${delay} ms later (a wizard confirming in its dialog), leaves nothing`, async () => {
      renderShell(<ToastSlot loadHost={host.load} />);
      act(() => showToast({ id: 'form:quote', title: "Votre demande n'a pas pu être envoyée", variant: 'error' }));
      act(() => showToast({ id: 'form:contact', title: 'Autre formulaire', variant: 'info' }));
      await act(() => sleep(delay));
      act(() => dismissToast('form:quote'));
      expect(await screen.findByText('Autre formulaire', {}, { timeout: 2000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText("Votre demande n'a pas pu être envoyée")).not.toBeInTheDocument());
    });
  }
}

test('a toast raised while the host downloads is shown once, not twice', async () => {
  renderShell(<ToastSlot loadHost={slowHost(200)} />);
  act(() => showToast({ title: 'Premier', variant: 'info' }));
  await act(() => sleep(50));
  act(() => showToast({ title: 'Second', variant: 'info' }));
  expect(await screen.findByText('Second', {}, { timeout: 2000 })).toBeInTheDocument();
  act(() => showToast({ title: 'Troisième', variant: 'info' }));
  expect(await screen.findByText('Troisième')).toBeInTheDocument();
  expect(screen.getAllByText('Premier')).toHaveLength(1);
  expect(screen.getAllByText('Second')).toHaveLength(1);
  expect(screen.getAllByText('Troisième')).toHaveLength(1);
});
