-- The language the visitor used on the form (docs/decisions/005-form-submissions.md),
-- stored with every request: the acknowledgement e-mail is written in it and
-- the company knows in which language to answer. Rows stored before this
-- migration were French forms for the company, hence the default.
ALTER TABLE quote_requests
  ADD COLUMN language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es', 'ar'));
ALTER TABLE other_quote_requests
  ADD COLUMN language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es', 'ar'));
ALTER TABLE contact_messages
  ADD COLUMN language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es', 'ar'));
ALTER TABLE applications
  ADD COLUMN language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es', 'ar'));

-- When the applicant agreed that the company keeps their CV (Moroccan law
-- 09-08 on personal data): the time the application carrying the consent
-- arrived. NULL for applications stored before the form asked for it.
ALTER TABLE applications ADD COLUMN cv_consent_at timestamptz;
