import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import type { VisitorOffer, VisitorOfferVersion } from '@freight/shared/core/offers/visitor-offer-schemas';
import type { FollowView } from '@freight/shared/core/schemas/follow';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

// The offers on the follow-up page (docs/decisions/031-offers-and-booking.md) against a mock API:
// accepting (the box required, one key for every retry of the same answer, a 409 for a version
// replaced while the tab was open, which shows the new one), declining with a reason, read-only once booked.

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
const texts = BUNDLES.fr.follow.offer;

const VIEW: FollowView = {
  kind: 'quote',
  reference: 'Q-2026-00042',
  language: 'fr',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'answered',
  timeline: [{ step: 'received', at: '2026-11-20T09:30:00.000Z' }],
  sent: { client: { fullName: 'Claire Martin', email: 'claire@example.com' }, cotation: { type: 'full-load' } },
  messages: [],
};

const version = (n: number, extra: Partial<VisitorOfferVersion> = {}): VisitorOfferVersion => ({
  version: n,
  status: 'sent',
  currency: 'EUR',
  vatRate: 20,
  validUntil: '2026-12-15',
  sentAt: '2026-11-28T10:00:00.000Z',
  subtotalCents: 250_130,
  vatCents: 50_026,
  totalCents: 300_156,
  lines: [{ label: 'Transport complet', quantity: 2, unit: 'camion', unitPriceCents: 125_050, totalCents: 250_100 }],
  transitTime: '2 jours',
  pickupWindow: '8-14',
  conditions: 'Hors douane',
  withdrawnAt: null,
  withdrawReason: null,
  acceptedAt: null,
  acceptorName: null,
  orderNumber: null,
  declinedAt: null,
  declineReason: null,
  html: `<section class="offer"><h2>Offre de prix, version ${n}</h2></section>`,
  ...extra,
});

const server = setupMockApi();
let offer: VisitorOffer;
let accepts: Array<{ version: string; key: string | null; body: unknown }>;
let declines: Array<{ version: string; body: unknown }>;
/** What the next accept answers: a lost answer, a 409 because v2 replaced v1, or the booking. */
let nextAccept: Array<'network' | 'superseded'>;

beforeEach(() => {
  offer = { number: 'OF-2026-00042', booking: null, answerable: 1, versions: [version(1)] };
  accepts = [];
  declines = [];
  nextAccept = [];
  server.use(
    http.get('*/api/follow/:token', () => HttpResponse.json({ data: VIEW })),
    http.get('*/api/follow/:token/offers', () => HttpResponse.json({ data: offer })),
    http.post('*/api/follow/:token/offers/:version/accept', async ({ request, params }) => {
      accepts.push({
        version: String(params.version),
        key: request.headers.get('idempotency-key'),
        body: await request.json(),
      });
      const next = nextAccept.shift();
      if (next === 'network') return HttpResponse.error();
      if (next === 'superseded') {
        offer = { ...offer, answerable: 2, versions: [version(2), version(1, { status: 'superseded' })] };
        return HttpResponse.json(
          { statusCode: 409, code: 'OFFER_SUPERSEDED', message: 'replaced', currentVersion: 2 },
          { status: 409 },
        );
      }
      const [current, ...older] = offer.versions;
      offer = {
        ...offer,
        booking: 'BK-2026-00017',
        answerable: null,
        versions: [
          { ...(current as VisitorOfferVersion), status: 'accepted', acceptedAt: '2026-11-29T08:00:00.000Z' },
          ...older,
        ],
      };
      return HttpResponse.json({ status: 'booked', booking: 'BK-2026-00017' }, { status: 201 });
    }),
    http.post('*/api/follow/:token/offers/:version/decline', async ({ request, params }) => {
      const body = (await request.json()) as { reason: string };
      declines.push({ version: String(params.version), body });
      const [current, ...older] = offer.versions;
      offer = {
        ...offer,
        answerable: null,
        versions: [
          {
            ...(current as VisitorOfferVersion),
            status: 'declined',
            declinedAt: '2026-11-29T08:00:00.000Z',
            declineReason: body.reason,
          },
          ...older,
        ],
      };
      return HttpResponse.json({ status: 'declined' });
    }),
  );
});

async function openPage() {
  const rendered = await renderRoutes(routes, `/follow/${TOKEN}`, 'fr');
  // The first render of the file loads the page's lazy chunks cold: slow on a loaded machine.
  const form = await screen.findByRole('form', { name: 'Accepter la version 1' }, { timeout: 8000 });
  return { ...rendered, form };
}

test('accepting needs the box: unticked, nothing is sent and the name stays; ticked, booked, and the page turns read-only', async () => {
  const { user, form } = await openPage();
  const name = screen.getByLabelText(new RegExp(texts.name_label));
  await user.type(name, 'Claire Martin');
  await user.type(screen.getByLabelText(new RegExp(texts.order_label.replace(/[()]/g, '.'))), 'PO-7');
  await user.click(screen.getByRole('button', { name: texts.accept_submit }));
  const box = screen.getByRole('checkbox', { name: new RegExp(texts.agree_label) });
  await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
  expect(accepts).toEqual([]);
  expect(name).toHaveValue('Claire Martin');

  await user.click(box);
  await user.click(screen.getByRole('button', { name: texts.accept_submit }));
  expect(await screen.findByText(texts.answered.accepted)).toBeInTheDocument();
  expect(accepts).toEqual([
    {
      version: '1',
      key: expect.stringMatching(/.{16,}/),
      body: { name: 'Claire Martin', orderNumber: 'PO-7', agree: true },
    },
  ]);
  expect(document.querySelector('[data-booking] bdi')).toHaveTextContent('BK-2026-00017');
  expect(form).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: /Refuser/ })).not.toBeInTheDocument();
});

test('a lost answer keeps what was typed and says so; the retry carries the same key, so it books once', async () => {
  nextAccept = ['network', 'network'];
  const { user } = await openPage();
  await user.type(screen.getByLabelText(new RegExp(texts.name_label)), 'Claire');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(texts.agree_label) }));
  const submit = screen.getByRole('button', { name: texts.accept_submit });
  await user.click(submit);
  expect(await screen.findByText(texts.answer_failed)).toBeInTheDocument();
  expect(screen.getByLabelText(new RegExp(texts.name_label))).toHaveValue('Claire');
  await user.click(submit);
  await waitFor(() => expect(accepts).toHaveLength(2));
  await user.click(submit);
  expect(await screen.findByText(texts.answered.accepted)).toBeInTheDocument();
  expect(new Set(accepts.map((sent) => sent.key)).size).toBe(1);
});

test('a version replaced while the tab was open: the 409 says so and shows v2; the name stays, the box is asked anew', async () => {
  nextAccept = ['superseded'];
  const { user } = await openPage();
  await user.type(screen.getByLabelText(new RegExp(texts.name_label)), 'Claire');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(texts.agree_label) }));
  await user.click(screen.getByRole('button', { name: texts.accept_submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    texts.refused.OFFER_SUPERSEDED.replace('{{version}}', '2'),
  );
  const form = await screen.findByRole('form', { name: 'Accepter la version 2' });
  expect(form).toBeInTheDocument();
  expect(screen.getByLabelText(new RegExp(texts.name_label))).toHaveValue('Claire');
  expect(screen.getByRole('checkbox', { name: new RegExp(texts.agree_label) })).not.toBeChecked();
  // Agreed to anew, version 2 is booked under a key of its own.
  await user.click(screen.getByRole('checkbox', { name: new RegExp(texts.agree_label) }));
  await user.click(screen.getByRole('button', { name: texts.accept_submit }));
  expect(await screen.findByText(texts.answered.accepted)).toBeInTheDocument();
  expect(accepts.map((sent) => sent.version)).toEqual(['1', '2']);
  expect(accepts[1]?.key).not.toBe(accepts[0]?.key);
});

test('declining needs a reason, kept as typed and shown back as text', async () => {
  const { user } = await openPage();
  const decline = screen.getByRole('form', { name: 'Refuser la version 1' });
  const submit = screen.getByRole('button', { name: texts.decline_submit });
  await user.click(submit);
  const reason = screen.getByLabelText(new RegExp(texts.reason_label.replace('?', '\\?')));
  await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
  expect(declines).toEqual([]);
  await user.type(reason, 'Trop cher <b>vraiment</b>');
  await user.click(submit);
  expect(await screen.findByText(texts.answered.declined)).toBeInTheDocument();
  expect(declines).toEqual([{ version: '1', body: { reason: 'Trop cher <b>vraiment</b>' } }]);
  expect(screen.getByText('Trop cher <b>vraiment</b>')).toBeInTheDocument();
  expect(decline).not.toBeInTheDocument();
});
