// Page copy lives in the locale files, some of it as lists (sections, cards,
// facts). i18next hands those back untyped with `returnObjects`, so these
// guards turn them into typed values and drop anything malformed instead of
// rendering "[object Object]".

export interface TextCard {
  title: string;
  text: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface TabContent {
  label: string;
  heading: string;
  paragraphs: string[];
  points: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function toRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

export function toCards(value: unknown): TextCard[] {
  return toRecords(value)
    .map((record) => ({ title: text(record, 'title'), text: text(record, 'text') }))
    .filter((card) => card.title !== '');
}

export function toSections(value: unknown): TextSection[] {
  return toRecords(value)
    .map((record) => ({ heading: text(record, 'heading'), paragraphs: toStrings(record.paragraphs) }))
    .filter((section) => section.heading !== '');
}

export function toTabs(value: unknown): TabContent[] {
  return toRecords(value)
    .map((record) => ({
      label: text(record, 'label'),
      heading: text(record, 'heading'),
      paragraphs: toStrings(record.paragraphs),
      points: toStrings(record.points),
    }))
    .filter((tab) => tab.label !== '' && tab.heading !== '');
}
