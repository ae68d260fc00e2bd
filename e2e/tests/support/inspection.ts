import { expect, type Page } from '@playwright/test';

/**
 * What the server keeps for a reference: the row (with its `language`, and
 * `cv_consent_at` for applications), how many rows its table holds (and how many with the same e-mail), its
 * e-mails to the company and the visitor's acknowledgement.
 */
export interface Inspection {
  table: string;
  count: number;
  /** Rows of the same table with the same e-mail: a journey with an e-mail of its own checks it stored one. */
  sameEmail: number;
  row: Record<string, unknown>;
  outbox: Array<{ kind: string; to_address: string; attachments: unknown }>;
  acknowledgements: Array<{ kind: string; status: string; to_address: string; subject: string; language: string }>;
  /** Applications only: the size and SHA-256 of the CV bytes the database holds, null when it holds none. */
  cv?: { size: number; sha256: string } | null;
}

/** Reads GET /api/test/requests/:reference (on with TEST_INSPECTION=1, see playwright.config.ts). */
export async function stored(page: Page, reference: string): Promise<Inspection> {
  const response = await page.request.get(`/api/test/requests/${reference}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Inspection;
}
