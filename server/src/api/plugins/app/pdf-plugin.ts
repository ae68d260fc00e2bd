import fp from 'fastify-plugin';
import { createPdfRenderer, type PdfRenderer } from '../../offers/pdf-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** HTML to PDF in the system's Chromium (offers/pdf-renderer.ts); one browser per process. */
    pdf: PdfRenderer;
  }
}

export interface PdfPluginOptions {
  /** PDF_BROWSER_PATH: the Chromium to print with. */
  executablePath: string;
  /** Pages printed at once (PDF_CONCURRENCY). */
  concurrency?: number;
}

export const pdfPlugin = fp<PdfPluginOptions>(
  async (app, { executablePath, concurrency }) => {
    const renderer = createPdfRenderer({ executablePath, concurrency });
    app.decorate('pdf', renderer);
    // The browser, when one was launched, ends with the server.
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'pdf' },
);
