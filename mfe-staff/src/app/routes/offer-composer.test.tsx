import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { OfferView } from '@freight/shared/core/offers/offer-schemas';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { assigneesOfSales, detail, REF, SALES } from '../../test/inbox-fixtures';
import { offerOf, offerVersion } from '../../test/offer-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { refusal, sessionAs } from '../../test/staff-api-mocks';

// The offer composer on a quote's page (docs/decisions/031-offers-and-booking.md): totals as typed by the
// server's rounding, drafts saved and changed, the 409 of a colleague's change, preview, send (and its
// 503 when the PDF cannot be printed), revise, withdraw, and the acceptance record.

const server = setupMockApi();
const OFFERS = `*/api/staff/requests/${REF}/offers`;

/** The request's page and its offer: GET answers `offer`; each handler given replaces it as the API would. */
function offerApi(start: OfferView | null) {
  const bodies: Array<{ method: string; path: string; body: unknown }> = [];
  let offer = start;
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    bodies.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  server.use(
    http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(detail({ language: 'ar' }))),
    http.get(OFFERS, () => HttpResponse.json({ data: offer })),
  );
  return {
    bodies,
    record,
    set: (next: OfferView | null) => {
      offer = next;
      return HttpResponse.json({ data: offer });
    },
  };
}

beforeEach(() => {
  sessionStorage.clear();
  server.use(sessionAs(SALES), assigneesOfSales);
});

test('the totals follow what is typed, in integer centimes by the server rounding, and a save posts the lines as typed', async () => {
  const api = offerApi(null);
  server.use(
    http.post(OFFERS, async ({ request }) => {
      await api.record(request);
      return api.set(offerOf([offerVersion()]));
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const form = await screen.findByRole('form', { name: 'New offer version' });
  expect(within(form).getByText(/Write the offer in Arabic/)).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Valid until/)).toHaveValue(
    new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
  );
  await user.selectOptions(within(form).getByLabelText(/^Currency/), 'EUR');
  const line1 = within(form).getByRole('group', { name: 'Line 1' });
  await user.type(within(line1).getByLabelText(/^Description/), 'Full truck');
  await user.clear(within(line1).getByLabelText(/^Quantity/));
  await user.type(within(line1).getByLabelText(/^Quantity/), '2');
  await user.type(within(line1).getByLabelText(/^Unit price/), '1250.50');
  expect(within(line1).getByText('€2,501.00')).toBeInTheDocument();

  // A second line by keyboard: the new line's description takes the focus.
  within(form).getByRole('button', { name: 'Add a line' }).focus();
  await user.keyboard('{Enter}');
  const line2 = within(form).getByRole('group', { name: 'Line 2' });
  expect(within(line2).getByLabelText(/^Description/)).toHaveFocus();
  await user.keyboard('Insurance');
  await user.clear(within(line2).getByLabelText(/^Quantity/));
  await user.type(within(line2).getByLabelText(/^Quantity/), '1.5');
  await user.type(within(line2).getByLabelText(/^Unit price/), '0.15');
  // 1.5 × 0.15 = 0.225: half away from zero, 0.23, as offer-totals.ts rounds; 0.1 + 0.2 never drifts.
  expect(within(line2).getByText('€0.23')).toBeInTheDocument();
  const totals = within(form).getByText('Total with VAT').closest('dl') as HTMLElement;
  expect(within(totals).getByText('€2,501.23')).toBeInTheDocument();
  expect(within(totals).getByText('€500.25')).toBeInTheDocument();
  expect(within(totals).getByText('€3,001.48')).toBeInTheDocument();

  // Reordered by keyboard: line 2 goes up and is now line 1.
  within(line2).getByRole('button', { name: 'Move line 2 up' }).focus();
  await user.keyboard('{Enter}');
  expect(within(within(form).getByRole('group', { name: 'Line 1' })).getByLabelText(/^Description/)).toHaveValue(
    'Insurance',
  );

  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
  expect(await within(form).findByText("Draft saved: the totals shown are the server's.")).toHaveAttribute(
    'role',
    'status',
  );
  expect(within(form).getByRole('heading', { name: 'Draft, version 1' })).toBeInTheDocument();
  expect(api.bodies[0]?.body).toMatchObject({
    currency: 'EUR',
    vatRate: 20,
    lines: [
      { label: 'Insurance', quantity: 1.5, unit: '', unitPrice: 0.15 },
      { label: 'Full truck', quantity: 2, unit: '', unitPrice: 1250.5 },
    ],
  });
  // The server's totals win: the version listed is the one it answered.
  const versions = screen.getByRole('region', { name: 'Versions' });
  expect(within(versions).getByText('€3,001.56')).toBeInTheDocument();
});

test('a line without a price is refused under its field; nothing is posted', async () => {
  const api = offerApi(null);
  server.use(
    http.post(OFFERS, async ({ request }) => {
      await api.record(request);
      return api.set(null);
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'fr');
  const form = await screen.findByRole('form', { name: "Nouvelle version de l'offre" });
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le brouillon' }));
  const line = within(form).getByRole('group', { name: 'Ligne 1' });
  await waitFor(() => expect(within(line).getByLabelText(/^Désignation/)).toHaveAttribute('aria-invalid', 'true'));
  expect(within(line).getByLabelText(/^Prix unitaire/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.bodies).toEqual([]);
});

test('two colleagues on one draft: the 409 says who and when, the text stays, the next save carries the fresh version', async () => {
  const api = offerApi(offerOf([offerVersion()]));
  let puts = 0;
  server.use(
    http.put(`${OFFERS}/1`, async ({ request }) => {
      await api.record(request);
      puts += 1;
      if (puts === 1) {
        // Karim saved the draft meanwhile: the page reads it again, with its new updated_at.
        api.set(offerOf([offerVersion({ updatedAt: '2026-11-20T10:05:00.000Z', transitTime: '3 days' })]));
        return refusal(409, 'STALE_UPDATE', {
          updated_at: '2026-11-20T10:05:00.000Z',
          updated_by: { id: 7, name: 'Karim Sales' },
        });
      }
      return api.set(offerOf([offerVersion({ updatedAt: '2026-11-20T10:06:00.000Z', transitTime: '36 hours' })]));
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const form = await screen.findByRole('form', { name: 'Draft, version 1' });
  const transit = within(form).getByLabelText(/^Transit time/);
  expect(transit).toHaveValue('2 days');
  await user.clear(transit);
  await user.type(transit, '36 hours');
  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
  expect(await within(form).findByText(/Changed by Karim Sales at .* meanwhile/)).toBeInTheDocument();
  expect(transit).toHaveValue('36 hours');
  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(puts).toBe(2));
  const [first, second] = api.bodies.map((entry) => entry.body as Record<string, unknown>);
  expect(first).toMatchObject({ transitTime: '36 hours', updated_at: '2026-11-20T10:00:00.000Z' });
  expect(second).toMatchObject({ transitTime: '36 hours', updated_at: '2026-11-20T10:05:00.000Z' });
});

test('a 401 mid-offer keeps the lines as typed: after signing in again the composer has them back', async () => {
  const api = offerApi(null);
  server.use(
    http.post(OFFERS, async ({ request }) => {
      await api.record(request);
      return refusal(401, 'SESSION_EXPIRED');
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const form = await screen.findByRole('form', { name: 'New offer version' });
  await user.selectOptions(within(form).getByLabelText(/^Currency/), 'EUR');
  const line1 = within(form).getByRole('group', { name: 'Line 1' });
  await user.type(within(line1).getByLabelText(/^Description/), 'Full truck');
  await user.type(within(line1).getByLabelText(/^Unit price/), '1250.50');
  await user.type(within(form).getByLabelText(/^Transit time/), '2 days');
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await user.click(within(form).getByRole('button', { name: 'Save the draft' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(api.bodies).toHaveLength(1);
  server.use(
    sessionAs(SALES),
    http.post('*/api/staff/session', () => HttpResponse.json({ account: SALES, csrfToken: 'csrf-3' })),
  );
  await user.type(screen.getByLabelText(/E-mail/), SALES.email);
  await user.type(screen.getByLabelText(/Password/), 'a good long password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const again = await screen.findByRole('form', { name: 'New offer version' });
  const line = within(again).getByRole('group', { name: 'Line 1' });
  expect(within(line).getByLabelText(/^Description/)).toHaveValue('Full truck');
  expect(within(line).getByLabelText(/^Unit price/)).toHaveValue(1250.5);
  expect(within(again).getByLabelText(/^Currency/)).toHaveValue('EUR');
  expect(within(again).getByLabelText(/^Transit time/)).toHaveValue('2 days');
});

test('preview in a sandboxed frame inside a dialog; send confirmed; a 503 PDF_UNAVAILABLE is said and the draft kept', async () => {
  const api = offerApi(offerOf([offerVersion()]));
  let sends = 0;
  server.use(
    http.get(
      `${OFFERS}/1/preview`,
      () =>
        new HttpResponse('<!doctype html><html lang="ar" dir="rtl"><body><h1>عرض</h1></body></html>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    ),
    http.post(`${OFFERS}/1/send`, async ({ request }) => {
      await api.record(request);
      sends += 1;
      if (sends === 1) return refusal(503, 'PDF_UNAVAILABLE');
      return api.set(
        offerOf([offerVersion({ status: 'sent', sentAt: '2026-11-20T10:10:00.000Z', pdfSha256: 'ab'.repeat(32) })]),
      );
    }),
  );
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const form = await screen.findByRole('form', { name: 'Draft, version 1' });
  const previewButton = within(form).getByRole('button', { name: 'Preview' });
  await user.click(previewButton);
  const preview = await screen.findByRole('dialog', { name: 'Version 1 as the shipper will see it' });
  const frame = await within(preview).findByTitle('Version 1 as the shipper will see it');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('<h1>عرض</h1>');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(previewButton).toHaveFocus());

  const sendButton = within(form).getByRole('button', { name: 'Send…' });
  await user.click(sendButton);
  let confirm = await screen.findByRole('dialog', { name: 'Send version 1?' });
  expect(confirm).toHaveTextContent('in Arabic');
  await user.click(within(confirm).getByRole('button', { name: 'Send the offer' }));
  expect(await within(confirm).findByText(/The PDF could not be printed, so nothing was sent/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(sendButton).toHaveFocus());
  expect(within(form).getByLabelText(/^Transit time/)).toHaveValue('2 days');

  await user.click(sendButton);
  confirm = await screen.findByRole('dialog', { name: 'Send version 1?' });
  await user.click(within(confirm).getByRole('button', { name: 'Send the offer' }));
  const versions = await screen.findByRole('region', { name: 'Versions' });
  expect(await within(versions).findByRole('heading', { name: 'Version 1 · Sent' })).toBeInTheDocument();
  expect(within(versions).getByRole('link', { name: 'PDF of version 1' })).toHaveAttribute(
    'href',
    `/api/staff/requests/${REF}/offers/1/pdf`,
  );
  expect(api.bodies.filter((entry) => entry.path.endsWith('/send')).map((entry) => entry.body)).toEqual([
    { updated_at: '2026-11-20T10:00:00.000Z' },
    { updated_at: '2026-11-20T10:00:00.000Z' },
  ]);
  expect(screen.queryByRole('form', { name: /Draft/ })).not.toBeInTheDocument();
});

const SENT = offerVersion({ status: 'sent', sentAt: '2026-11-20T10:10:00.000Z', pdfSha256: 'ab'.repeat(32) });

/** A sent version 1, which the API revises into draft 2 or withdraws with the reason posted. */
function sentOfferApi() {
  const api = offerApi(offerOf([SENT]));
  const withdrawn = (reason: string) => ({
    ...SENT,
    status: 'withdrawn' as const,
    withdrawnAt: '2026-11-20T11:00:00.000Z',
    withdrawReason: reason,
  });
  server.use(
    http.post(`${OFFERS}/1/revision`, async ({ request }) => {
      await api.record(request);
      return api.set(offerOf([offerVersion({ version: 2 }), SENT]));
    }),
    http.post(`${OFFERS}/1/withdraw`, async ({ request }) => {
      await api.record(request);
      return api.set(offerOf([withdrawn('Truck unavailable')]));
    }),
  );
  return api;
}

test('withdraw asks a reason in a dialog, posts it, and the next version can be written', async () => {
  const api = sentOfferApi();
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  const versions = await screen.findByRole('region', { name: 'Versions' });
  await user.click(within(versions).getByRole('button', { name: 'Withdraw version 1…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw version 1?' });
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Truck unavailable');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));
  expect(await within(versions).findByText(/Truck unavailable/)).toBeInTheDocument();
  expect(within(versions).getByRole('heading', { name: 'Version 1 · Withdrawn' })).toBeInTheDocument();
  expect(api.bodies.at(-1)).toMatchObject({ body: { reason: 'Truck unavailable' } });
  // After a withdrawal the next version is written in a new form, started from the last terms.
  expect(screen.getByRole('form', { name: 'New offer version' })).toBeInTheDocument();
});

test('revise (in Arabic) makes draft 2 of the sent version', async () => {
  const api = sentOfferApi();
  const { user } = await renderRoutes(routes, `/staff/inbox/${REF}`, 'ar');
  const versions = await screen.findByRole('region', { name: 'النسخ' });
  await user.click(within(versions).getByRole('button', { name: 'مراجعة النسخة 1' }));
  expect(await screen.findByRole('form', { name: 'مسودة، النسخة 2' })).toBeInTheDocument();
  expect(api.bodies.map((entry) => entry.path)).toEqual([`/api/staff/requests/${REF}/offers/1/revision`]);
});

test('the acceptance record: name, order number, booking reference', async () => {
  offerApi(
    offerOf(
      [
        offerVersion({
          status: 'accepted',
          sentAt: '2026-11-20T10:10:00.000Z',
          pdfSha256: 'ab'.repeat(32),
          acceptedAt: '2026-11-21T08:00:00.000Z',
          acceptorName: 'Amina Idrissi',
          orderNumber: 'PO-778',
        }),
      ],
      'BK-2026-00017',
    ),
  );
  await renderRoutes(routes, `/staff/inbox/${REF}`, 'en');
  expect(
    await screen.findByRole('heading', { name: 'Offer OF-2026-00042 · booked: BK-2026-00017' }),
  ).toBeInTheDocument();
  const versions = screen.getByRole('region', { name: 'Versions' });
  expect(within(versions).getByRole('heading', { name: 'Version 1 · Accepted' })).toBeInTheDocument();
  for (const text of ['Amina Idrissi', 'PO-778', 'BK-2026-00017'])
    expect(within(versions).getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /offer|Draft/ })).not.toBeInTheDocument();
  expect(within(versions).queryByRole('button', { name: /Revise|Withdraw/ })).not.toBeInTheDocument();
});
