import fc from 'fast-check';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { applicationFields, PNG_BYTES, pdfBytes, SCRIPT_BYTES } from '../application-fixtures';
import { hostileFormValue, oddText, PROTOTYPE_KEYS } from './hostile-values';
import type { Field } from './schema-fields';

// An application as a hostile client posts it: the site's fields, some
// broken, missing, sent twice or under other names; none, one, two or fifty
// files, under the right name or not, disguised, empty or at the size limit;
// sometimes bytes that are not UTF-8, a cut body or a wrong boundary.

export interface FilePart {
  field: string;
  name: string;
  type: string;
  content: () => Buffer;
}

export interface MultipartCase {
  fields: [string, string][];
  files: FilePart[];
  fileFirst: boolean;
  wire: 'none' | 'truncate' | 'no-boundary' | 'wrong-boundary' | 'invalid-utf8';
  cut: number;
}

let largest: Buffer | undefined;
/** A PDF of exactly `size` bytes; the two at the limit are built once. */
function pdfOf(size: number): Buffer {
  if (size < CV_MAX_BYTES) return pdfBytes(size);
  largest ??= pdfBytes(CV_MAX_BYTES);
  return size === CV_MAX_BYTES ? largest : Buffer.concat([largest, Buffer.from('\n')]);
}

const fileContent: fc.Arbitrary<() => Buffer> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(() => pdfBytes()) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      () => PNG_BYTES,
      () => SCRIPT_BYTES,
      () => Buffer.alloc(0),
      () => Buffer.from('%PDF'),
      () => Buffer.from('%PDF-'),
    ),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => () => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      () => pdfOf(CV_MAX_BYTES),
      () => pdfOf(CV_MAX_BYTES + 1),
    ),
  },
);

const filePart: fc.Arbitrary<FilePart> = fc.record({
  field: fc.oneof(
    { weight: 6, arbitrary: fc.constant('file') },
    { weight: 1, arbitrary: fc.constantFrom('cv', 'File', 'files[]', '', 'fullName', '__proto__') },
  ),
  name: fc.oneof(
    { weight: 4, arbitrary: fc.constant('cv.pdf') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'photo.png',
        '../../etc/passwd',
        'cv.pdf\u0000.exe',
        `${'n'.repeat(300)}.pdf`,
        'سيرة.pdf',
        '\u202efdp.exe',
        '',
      ),
    },
  ),
  type: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/x-shellscript', ''),
  content: fileContent,
});

const fileCount = fc.oneof(
  { weight: 10, arbitrary: fc.constant(1) },
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.constant(2) },
  { weight: 1, arbitrary: fc.constant(50) },
);

/** Field name and value pairs: the site's, with some values hostile, some missing, some repeated, some added. */
function fieldPairs(fields: Field[]): fc.Arbitrary<[string, string][]> {
  const base = Object.entries(applicationFields);
  const names = fields.map((field) => field.path.join('.'));
  return fc
    .record({
      broken: fc.array(
        fc
          .constantFrom(...fields)
          .chain((field) => hostileFormValue(field).map((value): [string, string] => [field.path.join('.'), value])),
        { maxLength: 2 },
      ),
      dropped: fc.subarray(names, { maxLength: 1 }),
      repeated: fc.subarray(names, { maxLength: 1 }),
      added: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'file', 'cv_consent'), oddText), oddText), {
        maxLength: 1,
      }),
    })
    .map(({ broken, dropped, repeated, added }) => {
      const values = new Map<string, string>(base);
      for (const [name, value] of broken) values.set(name, value);
      for (const name of dropped) values.delete(name);
      const pairs = [...values.entries()];
      for (const name of repeated) pairs.push([name, values.get(name) ?? 'again']);
      return [...pairs, ...added];
    });
}

export function multipartCase(fields: Field[]): fc.Arbitrary<MultipartCase> {
  return fc.record({
    fields: fieldPairs(fields),
    // Fifty small files (fifty at the size limit would only measure the test machine).
    files: fileCount.chain((count) =>
      count === 50
        ? filePart.map((part) => Array.from({ length: 50 }, () => ({ ...part, content: () => pdfBytes() })))
        : fc.array(filePart, { minLength: count, maxLength: count }),
    ),
    fileFirst: fc.boolean(),
    wire: fc.oneof(
      { weight: 12, arbitrary: fc.constant<MultipartCase['wire']>('none') },
      {
        weight: 1,
        arbitrary: fc.constantFrom<MultipartCase['wire']>('truncate', 'no-boundary', 'wrong-boundary', 'invalid-utf8'),
      },
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

const PLACEHOLDER = 'INVALID-UTF8-HERE';

/** The bytes and headers a browser would send for the case, then damaged as the case says. */
export async function encode(sample: MultipartCase): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  const appendFiles = () => {
    for (const file of sample.files)
      form.append(file.field, new Blob([new Uint8Array(file.content())], { type: file.type }), file.name);
  };
  if (sample.fileFirst) appendFiles();
  for (const [index, [name, value]] of sample.fields.entries()) {
    form.append(name, sample.wire === 'invalid-utf8' && index === 0 ? `${value}${PLACEHOLDER}` : value);
  }
  if (!sample.fileFirst) appendFiles();
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  let payload = Buffer.from(await request.arrayBuffer());
  let contentType = request.headers.get('content-type') ?? '';
  switch (sample.wire) {
    case 'truncate':
      payload = payload.subarray(0, Math.floor(sample.cut * payload.length));
      break;
    case 'no-boundary':
      contentType = 'multipart/form-data';
      break;
    case 'wrong-boundary':
      contentType = 'multipart/form-data; boundary=not-the-one';
      break;
    case 'invalid-utf8': {
      const at = payload.indexOf(PLACEHOLDER);
      if (at >= 0)
        payload = Buffer.concat([
          payload.subarray(0, at),
          Buffer.from([0xed, 0xa0, 0x80, 0xff]),
          payload.subarray(at + PLACEHOLDER.length),
        ]);
      break;
    }
    default:
      break;
  }
  return { payload, headers: { 'content-type': contentType } };
}
