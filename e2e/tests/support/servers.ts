import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The API's production build (scripts/build-server.mjs), run by plain Node: `npm start`'s server. */
export const SERVER_BUNDLE_PATH = path.join(ROOT, 'server', 'dist', 'server.mjs');
// E2E_PORT_BASE moves the nineteen ports (default 8181-8199), so two runs can share a machine.
const BASE = Number(process.env.E2E_PORT_BASE ?? 8181);
export const MAIN_PORT = BASE;
export const SECOND_PORT = BASE + 1;
export const SECOND_REMOTE_PORT = BASE + 2;
/**
 * Each remote on an origin of its own (remote-origin.ts), in the apps table's order, and the site that loads
 * them from there. The fifth (the back office) came after the others had their ports: it takes the last one.
 */
export const REMOTE_ORIGIN_PORTS = [BASE + 3, BASE + 4, BASE + 5, BASE + 6, BASE + 10] as const;
export const MATRIX_PORT = BASE + 7;
/** A site whose blog's server container the server-rendering journeys break, and the blog's origin for it (server-rendering.spec.ts). */
export const SSR_SITE_PORT = BASE + 8;
export const SSR_ORIGIN_PORT = BASE + 9;
/** A site that sends its e-mails to a real SMTP server the journey reads (staff-inbox.spec.ts). */
export const SMTP_SITE_PORT = BASE + 11;
/** A site whose blog is redeployed with other pages, and the blog's origin for it (remote-pages.spec.ts). */
export const REDEPLOY_SITE_PORT = BASE + 12;
export const REDEPLOY_ORIGIN_PORT = BASE + 13;
/** A site with a real SMTP server whose mails carry the follow-up links the journey opens (follow-page.spec.ts). */
export const FOLLOW_SITE_PORT = BASE + 14;
/** A site whose forms are not limited, for the inbox views' journeys (staff-inbox-views.spec.ts). */
export const VIEWS_SITE_PORT = BASE + 15;
/** A site with a real SMTP server for the replies' journeys: templates, files, the thread (staff-replies.spec.ts). */
export const REPLIES_SITE_PORT = BASE + 17;
/** A site with a real SMTP server whose offer e-mails (link and PDF) the back office's offers journey reads (staff-offers.spec.ts). */
export const OFFERS_SITE_PORT = BASE + 16;
/** The shipper's side of the offers, with a real SMTP server and its own log (follow-offers.spec.ts). */
export const FOLLOW_OFFERS_SITE_PORT = BASE + 18;
/** Every port a journey opens pages of the site on (not the remotes' own origins). */
export const SITE_PORTS = [
  MAIN_PORT,
  SECOND_PORT,
  MATRIX_PORT,
  SSR_SITE_PORT,
  SMTP_SITE_PORT,
  REDEPLOY_SITE_PORT,
  FOLLOW_SITE_PORT,
  VIEWS_SITE_PORT,
  REPLIES_SITE_PORT,
  OFFERS_SITE_PORT,
  FOLLOW_OFFERS_SITE_PORT,
] as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The production server, on its own port, with a fresh embedded database. */
export function serverCommand(port: number, env: Record<string, string> = {}): string {
  // Scripts fill forms faster than a person: the spam guard's fill time check is off here.
  // Two browsers and four servers share two cores: a page's server rendering gets more time than the
  // production budget (300 ms), so whether a page comes rendered does not depend on the machine's load.
  // server-rendering.spec.ts measures the budget itself on a site of its own.
  const vars = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SPAM_MIN_FILL_MS: '0',
    RENDER_BUDGET_MS: '5000',
    // Every journey signs in from 127.0.0.1: the staff sign-in limit per address (30 in 15 minutes) is
    // the server's tests' concern (server/test/staff-sign-in.test.ts), not a whole suite's budget.
    RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS: '1000',
    ...env,
  };
  const assignments = Object.entries(vars)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  // A fresh data folder per run, so every run starts from the seed. The production command: the API's
  // bundle that `npm run build` writes, on this process's Node (checked by playwright.config.ts), not
  // on whichever `node` the shell's PATH finds first.
  return `cd ${JSON.stringify(ROOT)} && env -u DATABASE_URL DATA_DIR=$(mktemp -d) ${assignments} ${JSON.stringify(process.execPath)} ${JSON.stringify(SERVER_BUNDLE_PATH)}`;
}
