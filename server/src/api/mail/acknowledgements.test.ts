import { describe, expect, test } from 'vitest';
import { LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { applicationSchema } from '@freight/shared/core/schemas/application';
import { contactSchema } from '@freight/shared/core/schemas/contact';
import { otherQuoteSchema } from '@freight/shared/core/schemas/other-quote';
import { quoteRequestSchema } from '@freight/shared/core/schemas/quote';
import { applicationFields } from '../../../test/support/application-fixtures';
import { otherQuoteBody, quoteBody } from '../../../test/support/quote-fixtures';
import type { OutboxMessage } from '../outbox/outbox';
import { ACKNOWLEDGEMENT_TEXTS, type AcknowledgedKind } from './acknowledgement-texts';
import {
  acknowledgementKind,
  applicationAcknowledgement,
  contactAcknowledgement,
  otherQuoteAcknowledgement,
  quoteAcknowledgement,
  visibleText,
} from './acknowledgements';
import { formsBundle, profileText } from './shared-locales';
import { followUrl } from '../follow/follow-links';

const profile = getProfile('freight');
const receivedAt = new Date('2026-11-23T10:15:00Z');
// A name that tries to break out of the HTML and to reverse the text around it.
const HOSTILE_NAME = 'Amina <b>"El" & Idrissi</b>\u202Egnp.exe\u2066';

const quote = quoteRequestSchema.parse({
  ...quoteBody('containers'),
  client: { ...quoteBody().client, fullName: HOSTILE_NAME },
});
const otherQuote = otherQuoteSchema.parse({
  ...otherQuoteBody(),
  client: { ...otherQuoteBody().client, fullName: HOSTILE_NAME },
});
const contact = contactSchema.parse({
  name: HOSTILE_NAME,
  email: 'amina@example.ma',
  telephone: '0612345678',
  message: 'Bonjour <script>alert(1)</script>\nà bientôt',
});
const application = applicationSchema.parse({ ...applicationFields, fullName: HOSTILE_NAME });

const REFERENCES: Record<AcknowledgedKind, string> = {
  quote: 'Q-2026-000123',
  'other-quote': 'O-2026-000045',
  contact: 'C-2026-000017',
  application: 'A-2026-000007',
};

function build(kind: AcknowledgedKind, language: SiteLanguage): OutboxMessage {
  const followUrl = followUrlFor(language);
  const context = { reference: REFERENCES[kind], language, receivedAt, profile, followUrl };
  switch (kind) {
    case 'quote':
      return quoteAcknowledgement(quote, context);
    case 'other-quote':
      return otherQuoteAcknowledgement(otherQuote, context);
    case 'contact':
      return contactAcknowledgement(contact, context);
    case 'application':
      return applicationAcknowledgement(
        { application, job: { id: 3, post: 'Chauffeur <PL>' }, cvFileName: 'cv-benali.pdf', cvConsent: true },
        context,
      );
  }
}

/** A follow-up link as the server builds it, with a token shaped like a real one. */
const followUrlFor = (language: SiteLanguage) =>
  followUrl('https://www.boughaz-freight.example', language, 'x'.repeat(43));

const KINDS: AcknowledgedKind[] = ['quote', 'other-quote', 'contact', 'application'];
const CASES = KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const));
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the e-mails must not carry.
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe.each(CASES)('the %s acknowledgement in %s', (kind, language) => {
  const mail = build(kind, language);
  const texts = ACKNOWLEDGEMENT_TEXTS[language];
  const html = mail.html ?? '';

  test('goes to the visitor, answers to the company, and is one kind per request kind', () => {
    expect(mail.to).toBe(kind === 'application' ? applicationFields.email : 'amina@example.ma');
    expect(mail.replyTo).toBe(profile.email);
    expect(mail.kind).toBe(acknowledgementKind(kind));
    expect(mail.payload).toEqual({ acknowledges: REFERENCES[kind], language });
  });

  test('has the reference in its subject, which holds no control or bidi character', () => {
    expect(mail.subject).toContain(REFERENCES[kind]);
    expect(mail.subject).toContain(texts.subject[kind](REFERENCES[kind]));
    expect(mail.subject).not.toMatch(CONTROL_OR_BIDI);
  });

  test('greets the visitor by name and gives the reference, in text and HTML', () => {
    expect(mail.text).toContain(texts.greeting(visibleText(HOSTILE_NAME)));
    expect(mail.text).toContain(texts.referenceLine(REFERENCES[kind]));
    expect(html).toContain(REFERENCES[kind]);
  });

  test('links the request’s follow-up page in its language, in text and HTML', () => {
    const url = followUrlFor(language);
    expect(url).toBe(
      `https://www.boughaz-freight.example/${language === 'fr' ? '' : `${language}/`}follow/${'x'.repeat(43)}`,
    );
    expect(mail.text).toContain(`${texts.follow}\n${url}`);
    expect(html).toContain(`href="${url}"`);
  });

  test('says what happens next, in its language', () => {
    expect(mail.text).toContain(texts.next[kind]);
    expect(html).toContain(texts.next[kind]);
    if (kind === 'application') expect(mail.text).toContain(texts.cvKept(profile.email));
  });

  test("gives the company's phones, e-mail and hours from the brand profile", () => {
    for (const phone of profile.phones) {
      expect(mail.text).toContain(phone);
      expect(html).toContain(phone);
    }
    expect(mail.text).toContain(profile.email);
    expect(mail.text).toContain(profileText(language, profile.hoursKey));
    expect(profileText(language, profile.hoursKey)).not.toBe(profile.hoursKey);
  });

  test('summarises what was sent with the translated labels of the forms', () => {
    const forms = formsBundle(language);
    expect(mail.text).toContain(forms.fields.phone);
    if (kind === 'quote') {
      expect(mail.text).toContain(forms.options.quote_type?.containers);
      expect(mail.text).toContain(forms.options.vehicle_type?.['mega-covered']);
      expect(mail.text).toContain('Perpignan, MIN Saint-Charles');
    }
    if (kind === 'other-quote') expect(mail.text).toContain('Stockage sous douane');
    if (kind === 'application') {
      expect(mail.text).toContain(forms.options.study_level?.['bac+2']);
      expect(mail.text).toContain('cv-benali.pdf');
    }
  });

  test('escapes every visitor value in the HTML and drops the characters that reorder text', () => {
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<PL>');
    expect(html).toContain('Amina &lt;b&gt;&quot;El&quot; &amp; Idrissi&lt;/b&gt;gnp.exe');
    expect(mail.text).not.toMatch(/[\u202E\u2066]/);
    expect(html).not.toMatch(/[\u202E\u2066]/);
  });

  test('declares its language and direction', () => {
    expect(html).toContain(language === 'ar' ? '<html lang="ar" dir="rtl">' : `<html lang="${language}" dir="ltr">`);
  });
});

test('every language has every sentence, and no two languages share the "what next" lines', () => {
  for (const kind of KINDS) {
    const lines = LANGUAGES.map((language) => ACKNOWLEDGEMENT_TEXTS[language].next[kind]);
    expect(new Set(lines).size).toBe(LANGUAGES.length);
    for (const line of lines) expect(line.trim().length).toBeGreaterThan(20);
  }
  expect(ACKNOWLEDGEMENT_TEXTS.ar.next.quote).toMatch(/[\u0600-\u06FF]/);
});

test('an application without the CV consent promises no CV retention; a spontaneous one says so', () => {
  const mail = applicationAcknowledgement(
    { application, job: null, cvFileName: 'cv.pdf', cvConsent: false },
    { reference: 'A-2026-000008', language: 'es', receivedAt, profile, followUrl: followUrlFor('es') },
  );
  expect(mail.text).not.toContain(ACKNOWLEDGEMENT_TEXTS.es.cvKept(profile.email));
  expect(mail.text).toContain(ACKNOWLEDGEMENT_TEXTS.es.spontaneous);
});

test('a message keeps its lines, indented under its label', () => {
  const mail = build('contact', 'en');
  expect(mail.text).toContain('Message:\n    Bonjour <script>alert(1)</script>\n    à bientôt');
  expect(mail.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;<br>à bientôt');
});
