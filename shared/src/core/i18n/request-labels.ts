import { BUSINESS_TIME_ZONE, type SiteLanguage } from '../constants';
import type { OptionGroup } from '../schemas/options';
import { type Format, plainFormat } from './format';

// What a visitor's form sent, as the staff read it: every field and every code
// under its label of the `forms` namespace, the one source the public forms,
// the back office, the CSV export and the company's e-mails share.

/** The columns of the inbox's CSV export, labelled by `requests.columns.<column>`. */
export const REQUEST_COLUMNS = [
  'reference',
  'kind',
  'received_at',
  'status',
  'assignee',
  'name',
  'email',
  'phone',
  'company',
  'language',
  'subject',
] as const;
export type RequestColumn = (typeof REQUEST_COLUMNS)[number];

/** A translation lookup by dotted key of the `forms` namespace; undefined when missing. */
export type FormsText = (key: string) => string | undefined;

/** Payload keys whose label has another name in `fields` (the schemas grew apart from the labels). */
const FIELD_KEYS: Record<string, string> = { fullName: 'full_name', name: 'full_name', telephone: 'phone' };

/** `forms` key of a payload field's label; `step` is the section it sits in (null at the top). */
export function fieldLabelKey(step: string | null, key: string): string {
  if (key === 'type') return step === 'cotation' ? 'fields.quote_type' : 'fields.type';
  return `fields.${FIELD_KEYS[key] ?? key}`;
}

const OPTION_FIELDS: Record<string, OptionGroup> = {
  sector_of_activity: 'sector',
  vehicle_type: 'vehicle_type',
  time_slots: 'time_slot',
  level_of_studies: 'study_level',
  experience: 'experience',
  dangerous: 'yes_no',
  cv_consent: 'yes_no',
};

/** The option group whose labels a field's codes take; null for free text. */
export function optionGroupOf(step: string | null, key: string): OptionGroup | null {
  if (key === 'type') return step === 'cotation' ? 'quote_type' : 'career_type';
  return OPTION_FIELDS[key] ?? null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const INSTANT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE };

/** '2026-11-23' in the language's way ('23 nov. 2026', '٢٣ نوفمبر ٢٠٢٦'); a day, so no time zone shift. */
export function formatDay(iso: string, language: SiteLanguage, format: Format = plainFormat): string {
  return format.date(`${iso}T00:00:00Z`, language, DAY) || iso;
}

/** An instant on the company's clock, in the language's way. */
export function formatInstant(at: Date | string, language: SiteLanguage, format: Format = plainFormat): string {
  return format.date(typeof at === 'string' ? at : at.toISOString(), language, INSTANT);
}

function optionValue(group: OptionGroup, raw: unknown): string {
  if (group === 'yes_no') return raw === true || raw === 'true' || raw === 'yes' ? 'yes' : 'no';
  return String(raw);
}

/** One value as text: codes by their label, days and numbers in the language's way, '—' when empty. */
export function valueText(
  step: string | null,
  key: string,
  raw: unknown,
  language: SiteLanguage,
  text: FormsText,
  format: Format = plainFormat,
): string {
  if (raw === null || raw === undefined || raw === '') return '—';
  if (Array.isArray(raw))
    return raw.length ? raw.map((item) => valueText(step, key, item, language, text, format)).join(', ') : '—';
  const group = optionGroupOf(step, key);
  if (group) {
    const value = optionValue(group, raw);
    return text(`options.${group}.${value}`) ?? value;
  }
  if (typeof raw === 'boolean') return text(`options.yes_no.${raw ? 'yes' : 'no'}`) ?? String(raw);
  if (typeof raw === 'number') return format.number(raw, language);
  if (typeof raw === 'string' && ISO_DAY.test(raw)) return formatDay(raw, language, format);
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

export interface LabelledField {
  key: string;
  label: string;
  value: string;
}
export interface LabelledSection {
  /** The step's key (`client`, `cotation`…), null for a flat form (contact, application). */
  step: string | null;
  title: string | null;
  fields: LabelledField[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A stored payload as sections of labelled fields, in the form's order. */
export function labelPayload(
  payload: Record<string, unknown>,
  language: SiteLanguage,
  text: FormsText,
  /** The page's formatter (useFormat) where a page shows them; Intl alone by default. */
  format: Format = plainFormat,
): LabelledSection[] {
  const fields = (step: string | null, entries: [string, unknown][]): LabelledField[] =>
    entries.map(([key, raw]) => ({
      key,
      label: text(fieldLabelKey(step, key)) ?? key,
      value: valueText(step, key, raw, language, text, format),
    }));
  const flat = Object.entries(payload).filter(([, raw]) => !isRecord(raw));
  const sections: LabelledSection[] = flat.length ? [{ step: null, title: null, fields: fields(null, flat) }] : [];
  for (const [step, raw] of Object.entries(payload)) {
    if (!isRecord(raw)) continue;
    sections.push({ step, title: text(`steps.${step}`) ?? step, fields: fields(step, Object.entries(raw)) });
  }
  return sections;
}
