import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { escapeHtml } from '../html/escape-html';
import { ACKNOWLEDGEMENT_TEXTS } from '../mail/acknowledgement-texts';
import { visibleText } from '../mail/acknowledgements';
import { subjectLine } from '../mail/french-text';
import { footnoteParagraph, linkParagraph, visitorMailHtml } from '../mail/mail-html';
import type { OutboxAttachment, OutboxMessage } from '../outbox/outbox';
import { formatMoney, type OfferDocument, offerSectionHtml } from './offer-document';
import { OFFER_TEXTS } from './offer-texts';

// The offers' e-mails. To the shipper, in the request's language: the offer (its HTML section,
// the same as the PDF's) with the PDF attached, its withdrawal, the booking's confirmation. To the
// staff member who handles the request (or the company's address), in French: the shipper's
// answer. Their payload names the request (`follows`), so erasing the request erases them.

export const OFFER_SENT_KIND = 'offer-sent';
export const OFFER_WITHDRAWN_KIND = 'offer-withdrawn';
export const OFFER_ACCEPTED_KIND = 'offer-accepted';
export const OFFER_ANSWER_KIND = 'offer-answer';

interface ShipperMail {
  offer: OfferDocument;
  to: string;
  profile: SiteProfile;
}

export function offerPdfAttachment(offer: Pick<OfferDocument, 'number' | 'version'>, pdf: Buffer): OutboxAttachment {
  return {
    filename: `${offer.number}-v${offer.version}.pdf`,
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}

function shipperMessage(
  { offer, to, profile }: ShipperMail,
  kind: string,
  subject: string,
  paragraphs: { text: string[]; html: string[] },
  attachments?: OutboxAttachment[],
): OutboxMessage {
  const common = ACKNOWLEDGEMENT_TEXTS[offer.language];
  const greeting = common.greeting(visibleText(offer.customerName));
  const footer = [common.referenceLine(offer.reference), profile.email];
  const line = subjectLine([subject, profile.brandName]);
  return {
    kind,
    to: visibleText(to),
    replyTo: profile.email,
    subject: line,
    text: `${[greeting, ...paragraphs.text, common.signOff(profile.brandName), footer.join('\n')].join('\n\n')}\n`,
    html: visitorMailHtml(offer.language, line, [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.html,
      `<p>${escapeHtml(common.signOff(profile.brandName))}</p>`,
      footnoteParagraph(footer),
    ]),
    payload: { follows: offer.reference, offer: offer.number, version: offer.version, language: offer.language },
    attachments,
  };
}

/** A sent version: the offer, the PDF, and the page's link when this e-mail carries a new one. */
export function offerSentMessage(
  mail: ShipperMail & { pdf: Buffer; followUrl?: string; revision: boolean },
): OutboxMessage {
  const { offer, profile } = mail;
  const t = OFFER_TEXTS[offer.language];
  const intro = mail.revision ? t.revisedBody : t.sentBody;
  const total = `${t.total}: ${formatMoney(offer.totalCents, offer.currency, offer.language)}`;
  const link = mail.followUrl ? [`${t.openPage}\n${mail.followUrl}`, t.linkReplaced] : [t.earlierLink];
  return shipperMessage(
    mail,
    OFFER_SENT_KIND,
    t.sentSubject(offer.number, offer.reference),
    {
      text: [intro, total, ...link],
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        offerSectionHtml(offer, profile),
        ...(mail.followUrl
          ? [linkParagraph(t.openPage, mail.followUrl), `<p>${escapeHtml(t.linkReplaced)}</p>`]
          : [`<p>${escapeHtml(t.earlierLink)}</p>`]),
      ],
    },
    [offerPdfAttachment(offer, mail.pdf)],
  );
}

export function offerWithdrawnMessage(mail: ShipperMail & { reason: string }): OutboxMessage {
  const t = OFFER_TEXTS[mail.offer.language];
  const reason = `${t.reason}: ${visibleText(mail.reason)}`;
  return shipperMessage(mail, OFFER_WITHDRAWN_KIND, t.withdrawnSubject(mail.offer.number), {
    text: [t.withdrawnBody, reason],
    html: [`<p>${escapeHtml(t.withdrawnBody)}</p>`, `<p>${escapeHtml(reason).replace(/\n/g, '<br>')}</p>`],
  });
}

export function offerAcceptedMessage(
  mail: ShipperMail & { pdf: Buffer; booking: string; acceptorName: string; orderNumber: string | null },
): OutboxMessage {
  const t = OFFER_TEXTS[mail.offer.language];
  const body = t.acceptedBody(mail.booking);
  const facts = [
    `${t.acceptedBy}: ${visibleText(mail.acceptorName)}`,
    ...(mail.orderNumber ? [`${t.orderNumber}: ${visibleText(mail.orderNumber)}`] : []),
  ];
  return shipperMessage(
    mail,
    OFFER_ACCEPTED_KIND,
    t.acceptedSubject(mail.booking),
    {
      text: [body, facts.join('\n')],
      html: [`<p>${escapeHtml(body)}</p>`, `<p>${facts.map(escapeHtml).join('<br>')}</p>`],
    },
    [offerPdfAttachment(mail.offer, mail.pdf)],
  );
}

/** To the assignee or the company: the shipper accepted (with the booking) or declined (with the reason). Text only. */
export function offerAnswerNotification(input: {
  to: string;
  offer: Pick<OfferDocument, 'number' | 'version' | 'reference' | 'customerName'>;
  replyTo: string;
  answer:
    | { accepted: true; booking: string; acceptorName: string; orderNumber: string | null }
    | { accepted: false; reason: string };
}): OutboxMessage {
  const { offer, answer } = input;
  const who = visibleText(offer.customerName);
  const lines = answer.accepted
    ? [
        `${who} a accepté l’offre ${offer.number} (version ${offer.version}) de la demande ${offer.reference}.`,
        `Réservation : ${answer.booking}`,
        `Acceptée par : ${visibleText(answer.acceptorName)}`,
        ...(answer.orderNumber ? [`Numéro de commande : ${visibleText(answer.orderNumber)}`] : []),
      ]
    : [
        `${who} a refusé l’offre ${offer.number} (version ${offer.version}) de la demande ${offer.reference}.`,
        `Motif : ${visibleText(answer.reason)}`,
      ];
  return {
    kind: OFFER_ANSWER_KIND,
    to: input.to,
    replyTo: visibleText(input.replyTo),
    subject: subjectLine([
      answer.accepted ? `Offre acceptée ${offer.number} — ${answer.booking}` : `Offre refusée ${offer.number}`,
      who,
    ]),
    text: `${[...lines, '', `Voir la demande ${offer.reference} dans la boîte de réception de l’espace équipe.`].join('\n')}\n`,
    payload: { follows: offer.reference, offer: offer.number, version: offer.version },
  };
}
