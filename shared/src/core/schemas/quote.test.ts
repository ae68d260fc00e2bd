import { todayIso } from './dates';
import { fieldErrors } from './messages';
import {
  quoteClientSchema,
  quoteLoadingSchema,
  quoteProductSchema,
  quoteRequestSchema,
  quoteTypeSchema,
  quoteUnloadingAfter,
  quoteUnloadingSchema,
} from './quote';

function inDays(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const client = {
  fullName: 'Amina El Idrissi',
  email: 'amina@example.ma',
  phone: '0612345678',
  company: 'Agrumes du Nord',
};
const product = { sector_of_activity: 'agriculture', vehicle_type: 'mega-covered', weight: '12,5', dangerous: 'non' };
const loading = { place: 'Tanger Med', date: inDays(2), time_slots: '8-14' };
const unloading = { place: 'Perpignan', date: inDays(5), time_slots: ['14-20'], more_info: '' };
const request = { cotation: { type: 'full-load' }, client, product, loading, unloading };

test('a complete quote request passes and is normalised', () => {
  const parsed = quoteRequestSchema.parse(request);
  expect(parsed.product).toEqual({
    sector_of_activity: 'agriculture',
    vehicle_type: 'mega-covered',
    weight: 12.5,
    dangerous: false,
  });
  expect(parsed.loading.time_slots).toEqual(['8-14']);
  expect(parsed.unloading.more_info).toBeUndefined();
  expect(parsed.client.city).toBeUndefined();
});

test.each(['full-load', 'traction', 'containers'])('quote type %s is accepted', (type) => {
  expect(quoteTypeSchema.safeParse({ type }).success).toBe(true);
});

test.each([
  [{ type: 'other' }, { type: 'validation.invalid_option' }],
  [{ type: '' }, { type: 'validation.required' }],
  [{}, { type: 'validation.required' }],
])('quote type %j -> %j', (value, expected) => {
  expect(fieldErrors(quoteTypeSchema.safeParse(value))).toEqual(expected);
});

test('client: city is optional, everything else required', () => {
  expect(quoteClientSchema.parse({ ...client, city: ' Tétouan ' }).city).toBe('Tétouan');
  expect(fieldErrors(quoteClientSchema.safeParse({ fullName: ' ', email: '', phone: '', company: '' }))).toEqual({
    fullName: 'validation.required',
    email: 'validation.required',
    phone: 'validation.required',
    company: 'validation.required',
  });
});

test('client: malformed values get their own messages', () => {
  const result = quoteClientSchema.safeParse({
    ...client,
    email: 'amina@example',
    phone: '061234',
    company: 'x'.repeat(161),
    city: 'y'.repeat(121),
  });
  expect(fieldErrors(result)).toEqual({
    email: 'validation.email',
    phone: 'validation.phone_length',
    company: 'validation.too_long',
    city: 'validation.too_long',
  });
});

test('product: every field required, including selects, number and yes/no', () => {
  expect(fieldErrors(quoteProductSchema.safeParse({ sector_of_activity: '', vehicle_type: null, weight: '' }))).toEqual(
    {
      sector_of_activity: 'validation.required',
      vehicle_type: 'validation.required',
      weight: 'validation.required',
      dangerous: 'validation.required',
    },
  );
});

test('product: wrong options and weights', () => {
  const result = quoteProductSchema.safeParse({
    sector_of_activity: 'mining',
    vehicle_type: 'van',
    weight: '-2',
    dangerous: 'maybe',
  });
  expect(fieldErrors(result)).toEqual({
    sector_of_activity: 'validation.invalid_option',
    vehicle_type: 'validation.invalid_option',
    weight: 'validation.positive_number',
    dangerous: 'validation.invalid_option',
  });
});

test('product: a weight is 10 kg at least, so a denormal number or a typo in tonnes is refused', () => {
  for (const weight of [5e-324, '0,005', 0.009]) {
    expect(fieldErrors(quoteProductSchema.safeParse({ ...product, weight }))).toEqual({
      weight: 'validation.too_small',
    });
  }
  expect(quoteProductSchema.parse({ ...product, weight: '0,01' }).weight).toBe(0.01);
});

test('product: dangerous "oui" means true', () => {
  expect(quoteProductSchema.parse({ ...product, dangerous: 'oui' }).dangerous).toBe(true);
});

test('loading: place and date required, time slots optional', () => {
  expect(quoteLoadingSchema.parse({ place: 'Tanger Med', date: inDays(0) }).time_slots).toEqual([]);
  expect(fieldErrors(quoteLoadingSchema.safeParse({ place: '', date: '' }))).toEqual({
    place: 'validation.required',
    date: 'validation.required',
  });
});

test('loading: a past or malformed date is refused', () => {
  expect(fieldErrors(quoteLoadingSchema.safeParse({ ...loading, date: inDays(-1) }))).toEqual({
    date: 'validation.date_past',
  });
  expect(fieldErrors(quoteLoadingSchema.safeParse({ ...loading, date: '31/12/2030' }))).toEqual({
    date: 'validation.date_invalid',
  });
  expect(fieldErrors(quoteLoadingSchema.safeParse({ ...loading, time_slots: ['7-9'] }))).toEqual({
    'time_slots.0': 'validation.invalid_option',
  });
});

test('unloading: place, date and time slots required; more info optional and capped', () => {
  expect(fieldErrors(quoteUnloadingSchema.safeParse({ place: ' ', date: undefined, time_slots: [] }))).toEqual({
    place: 'validation.required',
    date: 'validation.required',
    time_slots: 'validation.required',
  });
  expect(fieldErrors(quoteUnloadingSchema.safeParse({ ...unloading, more_info: 'z'.repeat(5001) }))).toEqual({
    more_info: 'validation.too_long',
  });
  expect(quoteUnloadingSchema.parse({ ...unloading, more_info: ' Quai 4 ' }).more_info).toBe('Quai 4');
});

test('unloading before loading is refused on the unloading date', () => {
  const result = quoteRequestSchema.safeParse({ ...request, unloading: { ...unloading, date: inDays(1) } });
  expect(fieldErrors(result)).toEqual({ 'unloading.date': 'validation.date_order' });
});

test('same-day unloading is allowed', () => {
  expect(quoteRequestSchema.safeParse({ ...request, unloading: { ...unloading, date: loading.date } }).success).toBe(
    true,
  );
});

test('date order is reported alongside errors in other steps', () => {
  const result = quoteRequestSchema.safeParse({
    ...request,
    client: { ...client, email: 'nope' },
    unloading: { ...unloading, date: inDays(1) },
  });
  expect(fieldErrors(result)).toEqual({
    'client.email': 'validation.email',
    'unloading.date': 'validation.date_order',
  });
});

test('missing steps are required', () => {
  expect(fieldErrors(quoteRequestSchema.safeParse({ cotation: { type: 'traction' } }))).toEqual({
    client: 'validation.required',
    product: 'validation.required',
    loading: 'validation.required',
    unloading: 'validation.required',
  });
  expect(fieldErrors(quoteRequestSchema.safeParse(null))).toEqual({ _root: 'validation.required' });
  expect(fieldErrors(quoteRequestSchema.safeParse('quote'))).toEqual({ _root: 'validation.invalid' });
});

test('unknown keys are dropped, not stored', () => {
  const parsed = quoteRequestSchema.parse({ ...request, admin: true, client: { ...client, role: 'x' } });
  expect(parsed).not.toHaveProperty('admin');
  expect(parsed.client).not.toHaveProperty('role');
});

test('the wizard guard checks the unloading date against the loading date', () => {
  expect(fieldErrors(quoteUnloadingAfter(inDays(5)).safeParse({ ...unloading, date: inDays(3) }))).toEqual({
    date: 'validation.date_order',
  });
  expect(quoteUnloadingAfter(inDays(5)).safeParse({ ...unloading, date: inDays(5) }).success).toBe(true);
  expect(quoteUnloadingAfter(undefined).safeParse({ ...unloading, date: inDays(3) }).success).toBe(true);
  expect(fieldErrors(quoteUnloadingAfter(inDays(5)).safeParse({ ...unloading, date: '' }))).toEqual({
    date: 'validation.required',
  });
});

describe('made on first use', () => {
  // The wizard's code is evaluated on the tap that opens it: its schemas must not be built then
  // (docs/decisions/027-interactive-as-fast-as-react-alone.md), only when a step is first checked.
  const made = (schema: { _zod: { def: unknown } }) => (schema._zod.def as { _cachedInner?: unknown })._cachedInner;

  test('evaluating the modules builds none of the steps, nor the fields they share', async () => {
    vi.resetModules();
    const quote = await import('./quote');
    const other = await import('./other-quote');
    const fields = await import('./fields');
    const dates = await import('./dates');
    const deferred = {
      quoteTypeSchema: quote.quoteTypeSchema,
      quoteClientSchema: quote.quoteClientSchema,
      quoteProductSchema: quote.quoteProductSchema,
      quoteLoadingSchema: quote.quoteLoadingSchema,
      quoteUnloadingSchema: quote.quoteUnloadingSchema,
      quoteRequestSchema: quote.quoteRequestSchema,
      otherQuoteInfoSchema: other.otherQuoteInfoSchema,
      otherQuoteSchema: other.otherQuoteSchema,
      emailField: fields.emailField,
      phoneField: fields.phoneField,
      yesNoField: fields.yesNoField,
      recordId: fields.recordId,
      optionalTimeSlots: fields.optionalTimeSlots,
      requiredTimeSlots: fields.requiredTimeSlots,
      upcomingDateField: dates.upcomingDateField,
    };
    for (const [name, schema] of Object.entries(deferred)) expect(made(schema), name).toBeUndefined();

    // The first check builds the step and its fields, once, with the same rules as ever.
    expect(fieldErrors(quote.quoteClientSchema.safeParse({ ...client, email: 'amina@' }))).toEqual({
      email: 'validation.email',
    });
    const built = made(quote.quoteClientSchema);
    expect(built).toBeDefined();
    expect(made(fields.emailField)).toBeDefined();
    expect(made(quote.quoteProductSchema)).toBeUndefined();
    quote.quoteClientSchema.safeParse(client);
    expect(made(quote.quoteClientSchema)).toBe(built);
  });
});
