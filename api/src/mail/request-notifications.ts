import type { OtherQuoteRequest } from '@freight/shared/schemas/other-quote';
import type { QuoteClient, QuoteRequest } from '@freight/shared/schemas/quote';
import type { OutboxMessage } from '../outbox/outbox';
import { fieldLabel, frenchDate, frenchDateTime, frenchNumber, optionLabel, section, subjectLine, yesNo } from './french-text';

// The e-mails that tell the company about a quote or other-quote request:
// every field the visitor filled in, in French, with the reference the
// visitor was given, so a phone call can start from it.

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

function footer(client: QuoteClient): string {
  return `Pour répondre au client, répondez à ce message (${client.email}) ou appelez le ${client.phone}.`;
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
