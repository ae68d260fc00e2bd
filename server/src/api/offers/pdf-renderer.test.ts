import { describe, expect, test } from 'vitest';
import { createPdfRenderer, PdfUnavailableError } from './pdf-renderer';

// The renderer's own promises: one browser, pages printed within the bound, a clear error without
// a browser, and nothing printed once closed.

const page = (text: string) => `<!doctype html><html lang="ar" dir="rtl"><body><p>${text}</p></body></html>`;

describe('the PDF renderer', () => {
  test('three pages at once with a bound of one all print, queued (one browser); nothing once closed', async () => {
    const renderer = createPdfRenderer({ executablePath: '/usr/bin/chromium', concurrency: 1 });
    try {
      const pdfs = await Promise.all(['مرحبا', 'Bonjour', 'Hola'].map((text) => renderer.render(page(text))));
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
    await expect(renderer.render(page('after'))).rejects.toBeInstanceOf(PdfUnavailableError);
  });

  test('without a browser at the path: PdfUnavailableError, again on the next try, and close still works', async () => {
    const renderer = createPdfRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(renderer.render(page('x'))).rejects.toMatchObject({ code: 'PDF_UNAVAILABLE' });
    await expect(renderer.render(page('x'))).rejects.toBeInstanceOf(PdfUnavailableError);
    await renderer.close();
  });

  test('a page asking for another origin fetches nothing and still prints', async () => {
    const renderer = createPdfRenderer({ executablePath: '/usr/bin/chromium' });
    try {
      const pdf = await renderer.render(
        '<!doctype html><html><body><img src="https://example.com/x.png"><p>Texte</p></body></html>',
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  });
});
