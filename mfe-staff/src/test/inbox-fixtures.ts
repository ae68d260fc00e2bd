import { http, HttpResponse } from 'msw';
import type { RequestDetail, RequestSummary } from '@freight/shared/core/schemas/staff-inbox';

// The inbox's requests as the API answers them, for the pages' tests (MSW).

export const SALES = { id: 5, email: 'sara@example.ma', name: 'Sara Sales', role: 'sales' as const };
export const REF = 'Q-2026-000123';

export function summary(overrides: Partial<RequestSummary> = {}): RequestSummary {
  return {
    kind: 'quote',
    reference: REF,
    full_name: 'Zoë Lefèvre',
    email: 'zoe@example.com',
    company: 'Agrumes du Nord',
    subject: 'Tanger → Perpignan',
    preview: 'Tanger Med → Perpignan',
    language: 'en',
    status: 'new',
    assignee: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    first_reply_at: null,
    waiting_minutes: 90,
    overdue: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    ...summary(),
    phone: '+212612345678',
    payload: { client: { fullName: 'Zoë Lefèvre', company: 'Agrumes du Nord' }, loading: { place: 'Tanger Med' } },
    columns: {},
    updated_by: null,
    acknowledgement: { status: 'sent', attempts: 1, last_error: null, sent_at: '2026-11-20T09:01:00.000Z' },
    application: null,
    history: [],
    ...overrides,
  };
}

/** GET /api/staff/assignees: Sara (the signed-in sales member) and Karim. */
export const assigneesOfSales = http.get('*/api/staff/assignees', () =>
  HttpResponse.json({
    data: [
      { id: 5, name: 'Sara Sales', kinds: ['quote', 'other-quote', 'contact'] },
      { id: 7, name: 'Karim Sales', kinds: ['quote', 'other-quote', 'contact'] },
    ],
  }),
);

/** GET /api/staff/requests/:reference/offers: no offer yet (a quote's page asks for it). */
export const noOffer = http.get('*/api/staff/requests/:reference/offers', () => HttpResponse.json({ data: null }));
