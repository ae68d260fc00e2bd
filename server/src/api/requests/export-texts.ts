import type { SiteLanguage } from '@freight/shared/core/constants';
import { REQUEST_COLUMNS, type RequestColumn } from '@freight/shared/core/i18n/request-labels';
import type { RequestKind, RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import { formsBundle } from '../mail/shared-locales';

// The CSV export's header row and codes in the staff member's language, from the shared `forms`
// bundle's `requests` labels: the words the back office shows (shared/src/core/i18n/request-labels.ts).

export const EXPORT_COLUMNS = REQUEST_COLUMNS;
export type ExportColumn = RequestColumn;

export interface ExportTexts {
  header: (column: ExportColumn) => string;
  kind: (kind: RequestKind) => string;
  status: (status: RequestStatus) => string;
  language: (language: string) => string;
}

export function exportTexts(language: SiteLanguage): ExportTexts {
  const { requests } = formsBundle(language);
  const label = (group: string, code: string) => requests[group]?.[code] ?? code;
  return {
    header: (column) => label('columns', column),
    kind: (kind) => label('kinds', kind),
    status: (status) => label('statuses', status),
    language: (code) => label('languages', code),
  };
}
