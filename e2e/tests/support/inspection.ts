import { expect, type Page } from '@playwright/test';

/** What the server keeps for a reference: the row, how many rows its table holds, and its e-mails. */
export interface Inspection {
  table: string;
  count: number;
  row: Record<string, unknown>;
  outbox: Array<{ kind: string; to_address: string; attachments: unknown }>;
}

/** Reads GET /api/test/requests/:reference (on with TEST_INSPECTION=1, see playwright.config.ts). */
export async function stored(page: Page, reference: string): Promise<Inspection> {
  const response = await page.request.get(`/api/test/requests/${reference}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Inspection;
}
