(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { type FormattedTexts, formatWith } from '../../core/i18n/format';
import { FormattedTextsProvider, useFormat } from './formatted';

const SALARY: Intl.NumberFormatOptions = { style: 'currency', currency: 'MAD', maximumFractionDigits: 0 };

let show: (more: boolean) => void = () => undefined;
function Card({ lng }: { lng: string }) {
  const format = useFormat();
  const [more, setMore] = useState(false);
  show = setMore;
  return (
    <p>
      <time dateTime="2026-03-03T10:00:00Z">{format.date('2026-03-03T10:00:00Z', lng)}</time>{' '}
      <span>{format.number(12500, lng, SALARY)}</span>
      {more ? <span>{format.number(3, lng, { style: 'unit', unit: 'year', unitDisplay: 'long' })}</span> : null}
    </p>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

test('the server notes what it formats; the browser hydrates with those texts and makes no formatter', async () => {
  const texts: FormattedTexts = {};
  const html = renderToString(
    <FormattedTextsProvider texts={texts} record>
      <Card lng="fr" />
    </FormattedTextsProvider>,
  );
  expect(html).toMatch(/3 mars 2026/);
  expect(Object.values(texts)).toEqual([
    expect.stringMatching(/^3 mars 2026$/),
    expect.stringMatching(/^12\s500\sMAD$/),
  ]);

  // What the page carries, through JSON as the server data script does.
  const carried = JSON.parse(JSON.stringify(texts)) as FormattedTexts;
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  const container = document.createElement('div');
  container.innerHTML = html;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <FormattedTextsProvider texts={carried}>
        <Card lng="fr" />
      </FormattedTextsProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(numbers).not.toHaveBeenCalled();
  expect(dates).not.toHaveBeenCalled();
  expect(container.textContent).toMatch(/^3 mars 2026 12\s500\sMAD$/);

  // Something the server did not format: Intl, once needed, and the browser notes nothing.
  act(() => show(true));
  expect(numbers).toHaveBeenCalledTimes(1);
  expect(container.textContent).toMatch(/3\sans$/);
  expect(Object.keys(carried)).toHaveLength(2);
});

test('without the server’s texts the page formats as before; a formatter is made once a locale and options', () => {
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const format = formatWith(null);
  expect(format.number(12500, 'en', SALARY)).toMatch(/^MAD\s12,500$/);
  expect(format.number(9999.6, 'en', { ...SALARY })).toMatch(/^MAD\s10,000$/);
  expect(format.number(12500, 'ar', SALARY)).toMatch(/12[.,٬]500|١٢٬٥٠٠/);
  // 'en' made one (its second call reused it), 'ar' another; a test before this one may have made 'en' already.
  expect(numbers.mock.calls.map(([locale]) => locale)).not.toContain('fr-FR');
  expect(numbers.mock.calls.filter(([locale]) => locale === 'en-GB').length).toBeLessThanOrEqual(1);
  expect(format.date('not a date', 'fr')).toBe('');
  expect(format.date('2026-03-03', 'es')).toBe('3 de marzo de 2026');
});

test('texts are told apart by locale, options and value', () => {
  const texts: FormattedTexts = {};
  const server = formatWith({ texts, record: true });
  server.number(1, 'fr', SALARY);
  server.number(1, 'en', SALARY);
  server.number(2, 'fr', SALARY);
  server.number(1, 'fr', { style: 'percent' });
  server.date('2026-03-03', 'fr');
  server.date('2026-03-03', 'fr', { dateStyle: 'medium', timeZone: 'UTC' });
  expect(Object.keys(texts)).toHaveLength(6);
  // A text the book holds is what the browser shows, whatever its Intl would say.
  const browser = formatWith({ texts: { ...texts, [Object.keys(texts)[0]!]: 'from the server' }, record: false });
  expect(browser.number(1, 'fr', SALARY)).toBe('from the server');
});
