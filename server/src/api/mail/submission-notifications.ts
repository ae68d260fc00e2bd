import type { Application } from '@freight/shared/core/schemas/application';
import type { ContactMessage } from '@freight/shared/core/schemas/contact';
import type { OtherQuoteRequest } from '@freight/shared/core/schemas/other-quote';
import type { QuoteClient, QuoteRequest } from '@freight/shared/core/schemas/quote';
import type { OutboxMessage } from '../outbox/outbox';
import {
  fieldLabel,
  frenchDate,
  frenchDateTime,
  frenchNumber,
  optionLabel,
  section,
  subjectLine,
  yesNo,
} from './french-text';

// The e-mails that tell the company about a quote request, an other-quote
// request or a contact message: every field the visitor filled in, in French,
// with the reference the visitor was given, so a phone call can start from it.

export interface NotificationContext {
  reference: string;
  /** NOTIFY_EMAIL: one address or a comma-separated list. */
  to: string;
  receivedAt: Date;
}

function clientSection(client: QuoteClient): string {
  return section('Client', [
    [fieldLabel('full_name'), client.fullName],
    [fieldLabel('company'), client.company],
    [fieldLabel('email'), client.email],
    [fieldLabel('phone'), client.phone],
    [fieldLabel('city'), client.city],
  ]);
}

function slots(values: readonly string[]): string {
  return values.map((slot) => optionLabel('time_slot', slot)).join(', ');
}

/** How to answer the visitor: every notification ends with it. */
function footer(visitor: { email: string; phone: string }, who = 'au client'): string {
  return `Pour répondre ${who}, répondez à ce message (${visitor.email}) ou appelez le ${visitor.phone}.`;
}

export function quoteRequestNotification(request: QuoteRequest, context: NotificationContext): OutboxMessage {
  const { cotation, client, product, loading, unloading } = request;
  const type = optionLabel('quote_type', cotation.type);
  const text = [
    [
      `Nouvelle demande de cotation ${context.reference}`,
      `${fieldLabel('quote_type')} : ${type}`,
      `Reçue le ${frenchDateTime(context.receivedAt)}`,
    ].join('\n'),
    clientSection(client),
    section('Marchandise', [
      [fieldLabel('sector_of_activity'), optionLabel('sector', product.sector_of_activity)],
      [fieldLabel('vehicle_type'), optionLabel('vehicle_type', product.vehicle_type)],
      [fieldLabel('weight'), frenchNumber(product.weight)],
      [fieldLabel('dangerous'), yesNo(product.dangerous)],
    ]),
    section('Chargement', [
      [fieldLabel('place'), loading.place],
      [fieldLabel('date'), frenchDate(loading.date)],
      [fieldLabel('time_slots'), slots(loading.time_slots)],
    ]),
    section('Déchargement', [
      [fieldLabel('place'), unloading.place],
      [fieldLabel('date'), frenchDate(unloading.date)],
      [fieldLabel('time_slots'), slots(unloading.time_slots)],
      [fieldLabel('more_info'), unloading.more_info],
    ]),
    footer(client),
  ].join('\n\n');
  return {
    kind: 'quote-request',
    to: context.to,
    replyTo: client.email,
    subject: subjectLine([`Demande de cotation ${context.reference}`, type, client.company]),
    text: `${text}\n`,
    payload: { reference: context.reference, quote_type: cotation.type },
  };
}

export function otherQuoteNotification(request: OtherQuoteRequest, context: NotificationContext): OutboxMessage {
  const { client, info } = request;
  const text = [
    `Nouvelle demande de devis (autre) ${context.reference}\nReçue le ${frenchDateTime(context.receivedAt)}`,
    clientSection(client),
    section('Demande', [
      [fieldLabel('object'), info.object],
      [fieldLabel('message'), info.message],
    ]),
    footer(client),
  ].join('\n\n');
  return {
    kind: 'other-quote-request',
    to: context.to,
    replyTo: client.email,
    subject: subjectLine([`Demande de devis ${context.reference}`, optionLabel('quote_type', 'other'), info.object]),
    text: `${text}\n`,
    payload: { reference: context.reference },
  };
}

export function contactMessageNotification(message: ContactMessage, context: NotificationContext): OutboxMessage {
  const text = [
    `Nouveau message de contact ${context.reference}\nReçu le ${frenchDateTime(context.receivedAt)}`,
    section('Expéditeur', [
      [fieldLabel('full_name'), message.name],
      [fieldLabel('email'), message.email],
      [fieldLabel('phone'), message.telephone],
    ]),
    section('Demande', [[fieldLabel('message'), message.message]]),
    footer({ email: message.email, phone: message.telephone }, 'à cette personne'),
  ].join('\n\n');
  return {
    kind: 'contact',
    to: context.to,
    replyTo: message.email,
    subject: subjectLine([`Message de contact ${context.reference}`, message.name]),
    text: `${text}\n`,
    payload: { reference: context.reference },
  };
}

/** The CV of an application, as stored (src/storage): attached to the e-mail by reference. */
export interface ApplicationCv {
  storageKey: string;
  /** The name the e-mail shows: the visitor's, sanitized, ending in .pdf. */
  fileName: string;
  size: number;
}

/** '48 Ko', '1,2 Mo': the CV's size as the company reads it. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${frenchNumber(Math.max(1, Math.round(bytes / 1024)))} Ko`;
  return `${frenchNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} Mo`;
}

export function applicationNotification(
  application: Omit<Application, 'cv_consent'>,
  cv: ApplicationCv,
  context: NotificationContext,
  job: { id: number; post: string } | null = null,
): OutboxMessage {
  const type = optionLabel('career_type', application.type);
  const text = [
    [
      `Nouvelle candidature ${context.reference}`,
      `${fieldLabel('type')} : ${type}`,
      job ? `Offre : ${job.post} (n° ${job.id})` : 'Candidature spontanée (sans offre)',
      `Reçue le ${frenchDateTime(context.receivedAt)}`,
    ].join('\n'),
    section('Candidat', [
      [fieldLabel('full_name'), application.fullName],
      [fieldLabel('email'), application.email],
      [fieldLabel('phone'), application.phone],
      [fieldLabel('country'), application.country],
      [fieldLabel('city'), application.city],
    ]),
    section('Profil', [
      [fieldLabel('level_of_studies'), optionLabel('study_level', application.level_of_studies)],
      [fieldLabel('experience'), application.experience && optionLabel('experience', application.experience)],
      ['CV', `${cv.fileName} (${fileSize(cv.size)}), en pièce jointe`],
    ]),
    section('Candidature', [[fieldLabel('message'), application.message]]),
    footer(application, 'au candidat'),
  ].join('\n\n');
  return {
    kind: 'application',
    to: context.to,
    replyTo: application.email,
    subject: subjectLine([`Candidature ${context.reference}`, job ? job.post : type, application.fullName]),
    text: `${text}\n`,
    payload: { reference: context.reference, career_type: application.type, job_id: job?.id ?? null },
    attachments: [{ filename: cv.fileName, contentType: 'application/pdf', storageKey: cv.storageKey }],
  };
}
