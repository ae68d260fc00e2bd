import type { Browser } from 'playwright-core';

// HTML to PDF through headless Chromium (docs/decisions/032-pdf-rendering.md): the system's browser
// (Debian's /usr/bin/chromium, or PDF_BROWSER_PATH), never a downloaded one. One browser per
// process, launched on the first document and closed with the server; at most `concurrency`
// pages print at once, the others wait their turn. The page runs no script and fetches nothing:
// the HTML is the server's own, fonts are the system's (fonts-noto-core for Arabic).

/** Printing is not possible here (no browser at that path, or it would not start). */
export class PdfUnavailableError extends Error {
  readonly code = 'PDF_UNAVAILABLE';
}

export interface PdfRenderer {
  /**
   * The PDF of a whole HTML page; rejects with PdfUnavailableError when there is no browser.
   * `footerTemplate`: Chromium's footer on every page (its `pageNumber` and `totalPages` classes).
   */
  render(html: string, options?: { footerTemplate?: string }): Promise<Buffer>;
  /** Closes the browser, if one was launched. */
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  executablePath: string;
  /** Pages printed at once (each is one Chromium tab). */
  concurrency?: number;
  /** A print taking longer fails. */
  timeoutMs?: number;
}

export const DEFAULT_PDF_BROWSER_PATH = '/usr/bin/chromium';

export function createPdfRenderer({
  executablePath,
  concurrency = 2,
  timeoutMs = 30_000,
}: PdfRendererOptions): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  let closed = false;
  let active = 0;
  const queue: Array<() => void> = [];

  const launch = (): Promise<Browser> => {
    browser ??= (async () => {
      const { chromium } = await import('playwright-core');
      const launched = await chromium.launch({
        executablePath,
        headless: true,
        timeout: timeoutMs,
        // The pages are the server's own HTML with scripts off and the network cut; Chromium's
        // sandbox needs user namespaces the service's hardening (or a container) may not grant.
        chromiumSandbox: false,
        args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
      });
      // A crashed browser is launched again by the next document.
      launched.on('disconnected', () => {
        browser = null;
      });
      return launched;
    })().catch((error: unknown) => {
      browser = null;
      throw new PdfUnavailableError(`No browser to print PDFs at ${executablePath}`, { cause: error });
    });
    return browser;
  };

  const turn = async () => {
    if (active < concurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async render(html, { footerTemplate } = {}) {
      if (closed) throw new PdfUnavailableError('The PDF renderer is closed');
      await turn();
      try {
        const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true });
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(timeoutMs);
          await page.route('**/*', (route) => route.abort());
          await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
          return await page.pdf({
            format: 'A4',
            printBackground: true,
            preferCSSPageSize: true,
            ...(footerTemplate ? { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate } : {}),
          });
        } finally {
          await context.close();
        }
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const running = browser;
      browser = null;
      if (running) await running.then((b) => b.close()).catch(() => undefined);
    },
  };
}
