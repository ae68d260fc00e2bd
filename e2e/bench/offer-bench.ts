// Offers and the follow-up page (docs/decisions/031-offers-and-booking.md, 032-pdf-rendering.md), on
// the built site: the time to send an offer (print its PDF with the system's Chromium, store it, queue
// its e-mail), median and p95 of SENDS sends (v1, then revisions), measured as the staff's POST …/send;
// then the follow-up page's first-load JS (first-load.ts's method, budget 210 KB gzip) and its server
// time (the whole HTML, one at a time) beside a page rendered without its cache.
// Run alone after `npm run build`: `tsx e2e/bench/offer-bench.ts`. Figures of a shared 2-core machine.
import { chromium, request } from '@playwright/test';
import { offerDraft } from '../../server/test/support/offer-fixtures';
import { createMember, lastMailTo, uniqueEmail } from '../tests/support/staff';
import { submitQuote } from '../tests/support/submissions';
import { measure } from './first-load-measure';
import { startOwnSite } from '../tests/support/own-site';

const PORT = Number(process.env.BENCH_OFFER_PORT ?? 8194);
const BASE = `http://127.0.0.1:${PORT}`;
const SENDS = Number(process.env.BENCH_OFFER_SENDS ?? 20);
const VISITS = Number(process.env.BENCH_OFFER_VISITS ?? 40);
const PAGE_BUDGET_KB = 210;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const summary = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (${values.length})`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// The journeys' production server (the built bundle, a fresh embedded database), with the test-only
// routes that make a staff account: it starts faster than site-server.mjs's on a busy machine.
const site = await startOwnSite(PORT, {
  TEST_INSPECTION: '1',
  RATE_LIMIT_FOLLOW_PER_MIN: '100000',
  RATE_LIMIT_FORMS_PER_MIN: '1000',
  RENDER_BUDGET_MS: process.env.BENCH_RENDER_BUDGET_MS ?? '300',
});
const api = await request.newContext({ baseURL: BASE });
try {
  const sales = await createMember(api, 'sales', 'Bench Offres');
  const session = await api.post('/api/staff/session', { data: { email: sales.email, password: sales.password } });
  const headers = { 'X-CSRF-Token': ((await session.json()) as { csrfToken: string }).csrfToken };
  const visitor = uniqueEmail('bench-offer');
  const reference = await submitQuote(api, visitor, 'عمر حداد', 'ar', 'Quai 4');
  const offers = `/api/staff/requests/${reference}/offers`;
  const draft = async () => {
    const { data } = (await (await api.get(offers)).json()) as {
      data: { versions: Array<{ version: number; status: string; updatedAt: string }> };
    };
    const found = data.versions.find((version) => version.status === 'draft');
    if (!found) throw new Error('no draft');
    return found;
  };
  const send = async () => {
    const { version, updatedAt } = await draft();
    const answer = await api.post(`${offers}/${version}/send`, { data: { updated_at: updatedAt }, headers });
    if (answer.status() !== 200) throw new Error(`send: ${answer.status()} ${await answer.text()}`);
  };

  // The first send also launches the browser: reported apart.
  await api.post(offers, { data: offerDraft(), headers });
  const first = await timed(send);
  const token = /\/ar\/follow\/([\w-]{40,})/.exec((await lastMailTo(api, visitor)).text)?.[1];
  if (!token) throw new Error('no follow-up link in the offer e-mail');
  const sends: number[] = [];
  for (let version = 1; version <= SENDS; version++) {
    await api.post(`${offers}/${version}/revision`, { headers });
    sends.push(await timed(send));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
  const loads = [];
  for (const page of [`/ar/follow/${token}`, `/follow/${token}`, '/cotation', '/ar/contact'])
    loads.push(await measure(browser, BASE, page));
  await browser.close();

  const html = async (path: string) => {
    const answer = await fetch(`${BASE}${path}`);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    await answer.text();
  };
  const follow: number[] = [];
  const contact: number[] = [];
  for (let visit = 0; visit < VISITS; visit++) {
    follow.push(await timed(() => html(`/ar/follow/${token}`)));
    contact.push(await timed(() => html(`/ar/contact?bench-miss=${visit}`)));
  }

  console.log(`\nOffer send (print the PDF, store it, queue the e-mail), Arabic, two lines, ${SENDS + 1} versions:`);
  console.log(`  first send (browser launch included): ${first.toFixed(0)} ms`);
  console.log(`  next sends: ${summary(sends)}`);
  console.log('\nFirst-load JS (gzip KB, files)');
  for (const row of loads)
    console.log(
      `  ${row.page.replace(token, '<token>').padEnd(22)}${row.jsKB.toFixed(1).padStart(8)}${String(row.jsFiles).padStart(5)}`,
    );
  const over = loads.filter((row) => row.jsKB > PAGE_BUDGET_KB);
  console.log(
    over.length === 0
      ? `  every page within ${PAGE_BUDGET_KB} KB`
      : `  OVER ${PAGE_BUDGET_KB} KB: ${over.map((row) => row.page).join(', ')}`,
  );
  console.log(`\nServer time of the whole HTML, one at a time (${VISITS} each):`);
  console.log(`  /ar/follow/<token> with ${SENDS + 1} versions (never cached): ${summary(follow)}`);
  console.log(`  /ar/contact rendered without its cache:            ${summary(contact)}`);
} finally {
  await api.dispose();
  await site.stopped();
}
