import type { Locator } from '@playwright/test';

// The application form as the journeys fill it in (French page), and the CVs they upload.

/** A small but valid one-page PDF; `text` makes its bytes (and checksum) unique to the run; `padding` bytes of comment make it heavier. */
export function tinyPdf(text: string, padding = 0): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = `%PDF-1.4\n${padding > 0 ? `%${'x'.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Fills every field of the application dialog, and the CV when given. */
export async function fill(
  dialog: Locator,
  cv: { name: string; mimeType: string; buffer: Buffer } | null,
  email = 'amina@example.ma',
) {
  await dialog.getByLabel(/^Nom complet/).fill('Amina El Idrissi');
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Téléphone/).fill('0612345678');
  await dialog.getByLabel(/^Pays/).fill('Maroc');
  await dialog.getByLabel(/^Ville/).fill('Tanger');
  await dialog.getByLabel(/^Expérience/).selectOption('5-years-plus');
  await dialog.getByLabel(/^Niveau d'études/).selectOption('bac+2');
  await dialog.getByLabel(/^Message/).fill('Six ans de conduite internationale Maroc – Espagne – France.');
  await dialog.getByRole('checkbox', { name: /^J'accepte que mon CV soit conservé/ }).check();
  if (cv) await dialog.getByLabel(/^CV/).setInputFiles(cv);
}
