import { BUSINESS_TIME_ZONE } from '@freight/shared/constants';
import { formsBundle } from './shared-locales';

// The company reads its notifications in French. Field and option labels come
// from the French `forms` bundle, so an e-mail names things exactly as the
// form the visitor filled in did.

const frenchForms = () => formsBundle('fr');

/** `fieldLabel('full_name')` -> 'Nom complet'. */
export function fieldLabel(key: string): string {
  return frenchForms().fields[key] ?? key;
}

/** `optionLabel('vehicle_type', 'mega-covered')` -> 'Méga bâché'. */
export function optionLabel(group: string, value: string): string {
  return frenchForms().options[group]?.[value] ?? value;
}

export function yesNo(value: boolean): string {
  return optionLabel('yes_no', value ? 'yes' : 'no');
}

/** '2026-11-23' -> '23/11/2026'. */
export function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}

export function frenchNumber(value: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }).format(value);
}

/** '21/11/2026 à 10:32 (heure du Maroc)'. */
export function frenchDateTime(date: Date): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, ...options }).format(date);
  return `${format({ dateStyle: 'short' })} à ${format({ timeStyle: 'short' })} (heure du Maroc)`;
}

/** One line of a section: a label and its value; an absent value shows as a dash. */
export type Line = readonly [label: string, value: string | undefined];

/** 'TITLE' then 'Label : value' lines; a value of several lines goes under its label, indented. */
export function section(title: string, lines: readonly Line[]): string {
  const body = lines.map(([label, raw]) => {
    const value = raw?.trim() ? raw.trim() : '—';
    const separator = label.endsWith('?') ? ' ' : ' : ';
    if (!value.includes('\n')) return `${label}${separator}${value}`;
    const indented = value.split(/\r?\n/).map((line) => `    ${line}`.trimEnd());
    return [`${label} :`, ...indented].join('\n');
  });
  return [title.toUpperCase(), ...body].join('\n');
}

/** A subject is one line: visitors' text may hold line breaks and runs of spaces. */
export function subjectLine(parts: readonly string[], max = 200): string {
  const line = parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' – ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
