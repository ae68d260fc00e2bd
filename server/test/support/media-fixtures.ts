import type { FastifyInstance } from 'fastify';
import { fullAlt, insertMedia } from '../../src/api/media/media-store';
import type { MediaFile } from '../../src/api/media/media-upload';

// Pictures for the media library's tests (docs/decisions/035, "Media"): the smallest files whose
// headers a reader measures, and the multipart body the back office's upload posts.

/** A 1x1 PNG that browsers draw. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a3c80000000049454e44ae426082',
  'hex',
);
/** A JPEG header of 4x3 (its frame, no scan): enough to be typed and measured. */
export const JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffc0001108000300040301220002110103110100ffd9',
  'hex',
);
/** A lossless WebP header of 4x3. */
export const WEBP = Buffer.from('5249464612000000574542505650384c050000002f0380000000', 'hex');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The body the media page posts: the alt texts as `alt.<lang>`, then the picture under `file`. */
export async function uploadBody(
  file: { content: Buffer; name: string; type?: string },
  alt: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [lang, text] of Object.entries(alt)) form.append(`alt.${lang}`, text);
  form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }), file.name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A picture stored as an upload stores it, by account `by`; answers its id. */
export function storeMedia(app: FastifyInstance, by: number, slug = 'camion'): Promise<number> {
  const file: MediaFile = {
    fileName: `${slug}.png`,
    slug,
    contentType: 'image/png',
    content: PNG,
    sha256: 'test',
    width: 1,
    height: 1,
  };
  return insertMedia(app.db, file, fullAlt({ fr: 'Un camion' }), by);
}
