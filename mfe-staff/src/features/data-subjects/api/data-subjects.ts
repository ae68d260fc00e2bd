import { z } from 'zod';
import {
  dataSubjectErasedSchema,
  dataSubjectExportSchema,
  type DataSubjectErase,
  type DataSubjectErased,
} from '@freight/shared/core/schemas/staff-data-subjects';
import { staffDownload, staffFetch } from '../../../lib/staff-api';

/** What the export holds, kind by kind, in the order the page lists them. */
export interface ExportCounts {
  quote_requests: number;
  other_quote_requests: number;
  contact_messages: number;
  applications: number;
  cv_files: number;
  history: number;
  outbox: number;
}

/** The export's rows counted: a CV is an application's (its name and size are in the file, not its bytes). */
export function countsOf(data: z.output<typeof dataSubjectExportSchema>): ExportCounts {
  return {
    quote_requests: data.quote_requests.length,
    other_quote_requests: data.other_quote_requests.length,
    contact_messages: data.contact_messages.length,
    applications: data.applications.length,
    cv_files: data.applications.filter((row) => typeof row.cv_storage_key === 'string').length,
    history: data.history.length,
    outbox: data.outbox.length,
  };
}

export const isEmpty = (counts: ExportCounts | DataSubjectErased) =>
  Object.values(counts).every((count) => count === 0);

/** GET /api/staff/data-subjects/export: the file as the API wrote it, and what it holds. */
export async function exportDataSubject(email: string) {
  const { file, fileName } = await staffDownload('/data-subjects/export', { query: { email } });
  const text = await file.text();
  let parsed: ReturnType<typeof dataSubjectExportSchema.safeParse> | null = null;
  try {
    parsed = dataSubjectExportSchema.safeParse(JSON.parse(text));
  } catch {
    // Not JSON: the file is still saved, the page just cannot count what it holds.
  }
  return { file, fileName, counts: parsed?.success ? countsOf(parsed.data) : null };
}

const erasedAnswer = z.object({ erased: dataSubjectErasedSchema });

/** POST /api/staff/data-subjects/erase: the counts of what was deleted, table by table. */
export async function eraseDataSubject(body: DataSubjectErase): Promise<DataSubjectErased> {
  return (await staffFetch('/data-subjects/erase', { method: 'POST', body, schema: erasedAnswer })).erased;
}

/** Hands a file to the browser as a download (an object URL on a link with `download`). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; freed once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
