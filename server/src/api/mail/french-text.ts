import { BUSINESS_TIME_ZONE } from '@freight/shared/core/constants';
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

const FRENCH_NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const FRENCH_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short' });
const FRENCH_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short' });

export function frenchNumber(value: number): string {
  return FRENCH_NUMBER.format(value);
}

/** '21/11/2026 à 10:32 (heure du Maroc)'. */
export function frenchDateTime(date: Date): string {
  return `${FRENCH_DAY.format(date)} à ${FRENCH_TIME.format(date)} (heure du Maroc)`;
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

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds them to strip them.
const SUBJECT_BREAKS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Bidi overrides and isolates: they would show the subject reordered. */
const SUBJECT_BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A subject is one line of at most `max` characters, whatever the visitors
 * typed: line breaks and other control characters become spaces (no header
 * injection), bidi controls are dropped, a lone surrogate becomes U+FFFD, and
 * runs of spaces one. Every outbox message's subject goes through it (enqueue).
 */
export function subjectLine(parts: readonly string[], max = 200): string {
  const line = parts
    .map((part) =>
      part
        .replace(LONE_SURROGATE, '\uFFFD')
        .replace(SUBJECT_BIDI, '')
        .replace(SUBJECT_BREAKS, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' – ');
  // Cut between characters, never inside a surrogate pair.
  const characters = Array.from(line);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : line;
}
