import useSWR from 'swr';
import {
  MEDIA_MAX_BYTES,
  MEDIA_SIGNATURE_BYTES,
  type MediaAlt,
  mediaTypeOf,
  staffMediaListSchema,
  staffMediaSchema,
} from '@freight/shared/core/schemas/staff-media';
import { STAFF_KEY } from '../../../lib/session';
import { staffFetch } from '../../../lib/staff-api';

// The media library (docs/decisions/035-content-versions-schedules-media.md, "Media"): its page, the
// article's cover and the body editor's picture dialog read the same list.

export const MEDIA_KEY = `${STAFF_KEY}media`;

export function useMediaList(page: number) {
  return useSWR(`${MEDIA_KEY}?page=${page}`, () =>
    staffFetch('/media', { query: { page }, schema: staffMediaListSchema }),
  );
}

/** The `errors` key refusing `file` before it is sent (checked as the API checks it), or null. */
export async function pictureRefusal(file: File): Promise<string | null> {
  if (file.size === 0) return 'errors.media_type';
  if (file.size > MEDIA_MAX_BYTES) return 'errors.media_too_large';
  const head = new Uint8Array(await file.slice(0, MEDIA_SIGNATURE_BYTES).arrayBuffer());
  return mediaTypeOf(head) ? null : 'errors.media_type';
}

/** The picture and its alt texts as one multipart body (the alt texts first, as the API reads them). */
export function uploadMedia(file: File, alt: MediaAlt) {
  const form = new FormData();
  for (const [language, text] of Object.entries(alt)) form.append(`alt.${language}`, text);
  form.append('file', file, file.name);
  return staffFetch('/media', { method: 'POST', body: form, schema: staffMediaSchema });
}

export const updateMediaAlt = (id: number, alt: MediaAlt, updatedAt: string) =>
  staffFetch(`/media/${id}`, { method: 'PUT', body: { alt, updated_at: updatedAt }, schema: staffMediaSchema });

export const deleteMedia = (id: number) => staffFetch(`/media/${id}`, { method: 'DELETE' });
