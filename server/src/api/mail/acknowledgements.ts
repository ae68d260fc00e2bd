import { BUSINESS_TIME_ZONE, type SiteLanguage } from '@freight/shared/core/constants';
import { localeFor } from '@freight/shared/core/i18n/format';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { Application } from '@freight/shared/core/schemas/application';
import type { ContactMessage } from '@freight/shared/core/schemas/contact';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import type { QuoteRequest } from '@freight/shared/core/schemas/quote';
import { escapeHtml } from '../html/escape-html';
import type { OutboxMessage } from '../outbox/outbox';
import { ACKNOWLEDGEMENT_TEXTS, type AcknowledgedKind } from './acknowledgement-texts';
import { subjectLine } from './french-text';
import { footnoteParagraph, linkParagraph, visitorMailHtml } from './mail-html';
import { formsBundle, profileText } from './shared-locales';
import { memoized } from './intl';

// The e-mail a visitor gets once their request is stored, in the language
// they used on the form (docs/decisions/006-acknowledgements.md): the
// reference, a summary of what they sent, what happens next and when, and how
// to reach the company of this deployment (its brand profile). Enqueued in
// the transaction that stores the request, like the company's notification.

export interface AcknowledgementContext {
  reference: string;
  language: SiteLanguage;
  receivedAt: Date;
  /** The company of this deployment (SITE_PROFILE). */
  profile: SiteProfile;
  /** The request's follow-up page (docs/decisions/028-follow-up-links.md). */
  followUrl: string;
}

/** Outbox kinds of the acknowledgements: 'quote-acknowledgement', ... */
export function acknowledgementKind(kind: AcknowledgedKind): string {
  return `${kind}-acknowledgement`;
}

// Control characters (but line breaks) and the invisible marks that reorder
// text (bidi embeddings, overrides, isolates): a visitor's value must not
// rearrange what the e-mail says around it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds them to strip them.
const INVISIBLE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A visitor's value as the e-mail shows it: no control or bidi characters, no trailing spaces, Windows line breaks made plain. */
export function visibleText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}

/** A summary line: a translated label and the visitor's value (absent values are left out). */
type SummaryLine = readonly [label: string, value: string | undefined];

interface Acknowledgement {
  kind: AcknowledgedKind;
  name: string;
  email: string;
  summary: readonly SummaryLine[];
  /** Applications: the visitor agreed that the company keeps the CV. */
  cvKept?: boolean;
}

function labels(language: SiteLanguage) {
  const forms = formsBundle(language);
  return {
    field: (key: string) => forms.fields[key] ?? key,
    option: (group: string, value: string) => forms.options[group]?.[value] ?? value,
    step: (key: string) => forms.steps[key] ?? key,
  };
}

const calendarDateFormat = memoized(
  (language: SiteLanguage) => new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: 'UTC' }),
);
const dayFormat = memoized(
  (language: SiteLanguage) =>
    new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }),
);
const numberFormat = memoized(
  (language: SiteLanguage) => new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 3 }),
);
const slotListFormat = memoized(
  (language: SiteLanguage) => new Intl.ListFormat(localeFor(language), { type: 'unit', style: 'short' }),
);

function formatDate(iso: string, language: SiteLanguage): string {
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return calendarDateFormat(language).format(date);
}

function formatDay(date: Date, language: SiteLanguage): string {
  return dayFormat(language).format(date);
}

function formatNumber(value: number, language: SiteLanguage): string {
  return numberFormat(language).format(value);
}

/** 'Label : value' in French, 'Label: value' elsewhere; a question keeps its mark. */
function labelled(label: string, language: SiteLanguage): string {
  if (/[?؟]$/.test(label)) return `${label} `;
  return language === 'fr' ? `${label} : ` : `${label}: `;
}

function render(ack: Acknowledgement, context: AcknowledgementContext): OutboxMessage {
  const { language, profile } = context;
  const reference = visibleText(context.reference);
  const texts = ACKNOWLEDGEMENT_TEXTS[language];
  const name = visibleText(ack.name);
  const summary = ack.summary
    .map(([label, value]) => [label, value === undefined ? '' : visibleText(value)] as const)
    .filter(([, value]) => value !== '');
  const contact = (key: string) => profileText(language, `contact.${key}`);
  const contactLines = [
    [contact('phones'), profile.phones.join(', ')],
    [contact('email'), profile.email],
    [contact('hours'), profileText(language, profile.hoursKey)],
  ] as const;
  const next = [texts.next[ack.kind], ...(ack.cvKept ? [texts.cvKept(profile.email)] : [])];
  const subject = subjectLine([texts.subject[ack.kind](reference), profile.brandName].map(visibleText));

  const text = [
    texts.greeting(name),
    [texts.received[ack.kind](formatDay(context.receivedAt, language)), texts.referenceLine(reference)].join('\n'),
    `${texts.follow}\n${context.followUrl}`,
    [
      texts.summaryTitle.toUpperCase(),
      ...summary.map(([label, value]) =>
        value.includes('\n')
          ? `${labelled(label, language).trimEnd()}\n${value
              .split('\n')
              .map((line) => `    ${line}`.trimEnd())
              .join('\n')}`
          : `${labelled(label, language)}${value}`,
      ),
    ].join('\n'),
    [texts.nextTitle.toUpperCase(), ...next].join('\n'),
    [
      texts.contactTitle.toUpperCase(),
      ...contactLines.map(([label, value]) => `${labelled(label, language)}${value}`),
      texts.quoteYourReference(reference),
    ].join('\n'),
    `${texts.signOff(profile.brandName)}\n--\n${texts.automatic}`,
  ].join('\n\n');

  // Every visitor value is escaped, and isolated (<bdi>) so a Latin name reads
  // right in an Arabic sentence and an Arabic one in a French sentence.
  const value = (raw: string) => `<bdi>${escapeHtml(raw).replace(/\n/g, '<br>')}</bdi>`;
  const row = (label: string, cell: string) =>
    `<tr><th scope="row" style="text-align:start;vertical-align:top;padding:4px 12px;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${cell}</td></tr>`;
  const refHtml = `<strong><bdi>${escapeHtml(reference)}</bdi></strong>`;
  const html = visitorMailHtml(language, subject, [
    `<p>${escapeHtml(texts.greeting('\u0000')).replace('\u0000', value(name))}</p>`,
    `<p>${escapeHtml(texts.received[ack.kind](formatDay(context.receivedAt, language)))}<br>${escapeHtml(texts.referenceLine('\u0000')).replace('\u0000', refHtml)}</p>`,
    linkParagraph(texts.follow, context.followUrl),
    `<h2 style="font-size:1.1em">${escapeHtml(texts.summaryTitle)}</h2>`,
    `<table role="presentation" style="border-collapse:collapse">${summary.map(([label, raw]) => row(label, value(raw))).join('')}</table>`,
    `<h2 style="font-size:1.1em">${escapeHtml(texts.nextTitle)}</h2>`,
    ...next.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<h2 style="font-size:1.1em">${escapeHtml(texts.contactTitle)}</h2>`,
    `<table role="presentation" style="border-collapse:collapse">${contactLines
      .map(([label, raw], index) =>
        row(label, index === 2 ? escapeHtml(raw) : `<bdi dir="ltr">${escapeHtml(raw)}</bdi>`),
      )
      .join('')}</table>`,
    `<p>${escapeHtml(texts.quoteYourReference(reference))}</p>`,
    `<p>${escapeHtml(texts.signOff(profile.brandName))}</p>`,
    footnoteParagraph([texts.automatic]),
  ]);

  return {
    kind: acknowledgementKind(ack.kind),
    to: visibleText(ack.email),
    replyTo: profile.email,
    subject,
    text: `${text}\n`,
    html,
    // Not `reference`: the company's notification is the message about the request.
    payload: { acknowledges: reference, language },
  };
}

function slots(values: readonly string[], language: SiteLanguage): string {
  const { option } = labels(language);
  return slotListFormat(language).format(values.map((slot) => option('time_slot', slot)));
}

export function quoteAcknowledgement(request: QuoteRequest, context: AcknowledgementContext): OutboxMessage {
  const { language } = context;
  const { field, option, step } = labels(language);
  const { cotation, client, product, loading, unloading } = request;
  const dangerous = option('yes_no', product.dangerous ? 'yes' : 'no');
  return render(
    {
      kind: 'quote',
      name: client.fullName,
      email: client.email,
      summary: [
        [field('quote_type'), option('quote_type', cotation.type)],
        [field('company'), client.company],
        [field('phone'), client.phone],
        [field('sector_of_activity'), option('sector', product.sector_of_activity)],
        [field('vehicle_type'), option('vehicle_type', product.vehicle_type)],
        [field('weight'), formatNumber(product.weight, language)],
        [field('dangerous'), dangerous],
        [`${step('loading')} – ${field('place')}`, loading.place],
        [`${step('loading')} – ${field('date')}`, formatDate(loading.date, language)],
        [`${step('loading')} – ${field('time_slots')}`, slots(loading.time_slots, language)],
        [`${step('unloading')} – ${field('place')}`, unloading.place],
        [`${step('unloading')} – ${field('date')}`, formatDate(unloading.date, language)],
        [`${step('unloading')} – ${field('time_slots')}`, slots(unloading.time_slots, language)],
        [field('more_info'), unloading.more_info],
      ],
    },
    context,
  );
}

export function otherQuoteAcknowledgement(request: OtherQuoteRequest, context: AcknowledgementContext): OutboxMessage {
  const { field } = labels(context.language);
  const { client, info } = request;
  return render(
    {
      kind: 'other-quote',
      name: client.fullName,
      email: client.email,
      summary: [
        [field('company'), client.company],
        [field('phone'), client.phone],
        [field('object'), info.object],
        [field('message'), info.message],
      ],
    },
    context,
  );
}

export function contactAcknowledgement(message: ContactMessage, context: AcknowledgementContext): OutboxMessage {
  const { field } = labels(context.language);
  return render(
    {
      kind: 'contact',
      name: message.name,
      email: message.email,
      summary: [
        [field('phone'), message.telephone],
        [field('message'), message.message],
      ],
    },
    context,
  );
}

export interface AcknowledgedApplication {
  /** Whatever the schema says of cv_consent: the consent is `cvConsent`. */
  application: Omit<Application, 'cv_consent'>;
  /** The offer applied for, its title in the visitor's language; null for a spontaneous application. */
  job: { id: number; post: string } | null;
  /** The CV's file name as stored (sanitized). */
  cvFileName: string;
  /** The visitor agreed that the company keeps the CV. */
  cvConsent: boolean;
}

export function applicationAcknowledgement(
  { application, job, cvFileName, cvConsent }: AcknowledgedApplication,
  context: AcknowledgementContext,
): OutboxMessage {
  const texts = ACKNOWLEDGEMENT_TEXTS[context.language];
  const { field, option } = labels(context.language);
  return render(
    {
      kind: 'application',
      name: application.fullName,
      email: application.email,
      cvKept: cvConsent,
      summary: [
        [field('type'), option('career_type', application.type)],
        [texts.offer, job ? job.post : texts.spontaneous],
        [field('phone'), application.phone],
        [field('country'), application.country],
        [field('city'), application.city],
        [field('level_of_studies'), option('study_level', application.level_of_studies)],
        [field('experience'), application.experience && option('experience', application.experience)],
        [texts.cv, cvFileName],
        [field('message'), application.message],
      ],
    },
    context,
  );
}
