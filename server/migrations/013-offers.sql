-- Priced offers on quotes and other quotes, their versions, the stored PDF of each sent version,
-- and the booking an acceptance makes (docs/decisions/031-offers-and-booking.md).
--
-- Money is in whole centimes (bigint), never a float; a VAT rate in hundredths of a percent
-- (2000 = 20 %), a quantity in thousandths (1500 = 1.5): integers all the way, and the server
-- recomputes every total from the lines (src/api/offers/offer-totals.ts).

-- Numbers that restart each year (OF-2026-00042, BK-2026-00017): one row per name and year, taken
-- with INSERT ... ON CONFLICT DO UPDATE ... RETURNING, which locks the row until the transaction
-- ends. Two instances of a fleet asking at once wait for each other; a rolled-back transaction
-- gives its number back, so there are no gaps.
CREATE TABLE yearly_counters (
  name text NOT NULL,
  year int NOT NULL,
  last int NOT NULL,
  PRIMARY KEY (name, year)
);

-- One offer per request (reference of a quote 'Q…' or other quote 'O…'); its versions below.
CREATE TABLE offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (left(reference, 1) IN ('Q', 'O')),
  number text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES staff_accounts (id)
);

CREATE TABLE offer_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  offer_id bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  version int NOT NULL CHECK (version > 0),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'sent', 'superseded', 'withdrawn', 'accepted', 'declined', 'expired')),
  language text NOT NULL CHECK (language IN ('fr', 'en', 'es', 'ar')),
  currency text NOT NULL CHECK (currency IN ('MAD', 'EUR')),
  vat_rate_bp int NOT NULL CHECK (vat_rate_bp BETWEEN 0 AND 10000),
  valid_until date NOT NULL,
  transit_time text NOT NULL DEFAULT '',
  pickup_window text NOT NULL DEFAULT '',
  conditions text NOT NULL DEFAULT '',
  -- [{ label, quantity_milli, unit, unit_price_cents, total_cents }], as computed by the server.
  lines jsonb NOT NULL,
  subtotal_cents bigint NOT NULL,
  vat_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES staff_accounts (id),
  -- A draft's optimistic concurrency (src/api/http/stale-update.ts): the updated_at its editor read.
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES staff_accounts (id),
  sent_at timestamptz,
  sent_by bigint REFERENCES staff_accounts (id),
  -- The document as sent, byte for byte, and its SHA-256 (hex): what an acceptance refers to.
  pdf bytea,
  pdf_sha256 text,
  withdrawn_at timestamptz,
  withdrawn_by bigint REFERENCES staff_accounts (id),
  withdraw_reason text,
  declined_at timestamptz,
  decline_reason text,
  accepted_at timestamptz,
  acceptor_name text,
  order_number text,
  UNIQUE (offer_id, version),
  CHECK (status = 'draft' OR (sent_at IS NOT NULL AND pdf IS NOT NULL AND pdf_sha256 IS NOT NULL))
);
-- At most one draft (a revision being written while the sent version stays the shipper's) and one
-- version waiting for the shipper's answer.
CREATE UNIQUE INDEX offer_versions_draft ON offer_versions (offer_id) WHERE status = 'draft';
CREATE UNIQUE INDEX offer_versions_sent ON offer_versions (offer_id) WHERE status = 'sent';
-- The monthly summary reads sent versions by month.
CREATE INDEX offer_versions_sent_at ON offer_versions (sent_at) WHERE sent_at IS NOT NULL;

-- The booking an accepted offer makes: one per request (the UNIQUE keeps two acceptances at once
-- from making two), with the acceptance's Idempotency-Key so a retried POST answers the same booking.
CREATE TABLE bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_reference text NOT NULL UNIQUE,
  reference text NOT NULL UNIQUE,
  offer_version_id bigint NOT NULL UNIQUE REFERENCES offer_versions (id),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
