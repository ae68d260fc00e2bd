import type { SiteLanguage } from '@freight/shared/core/constants';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { escapeHtml } from '../html/escape-html';
import { ACKNOWLEDGEMENT_TEXTS } from '../mail/acknowledgement-texts';
import { visibleText } from '../mail/acknowledgements';
import { subjectLine } from '../mail/french-text';
import { footnoteParagraph, linkParagraph, visitorMailHtml } from '../mail/mail-html';
import type { OutboxMessage } from '../outbox/outbox';

// The e-mails of the follow-up links: a new link to the visitor (asked for on the page, or sent by
// staff) in the request's language, and a visitor's message to the staff member who handles the
// request, in French like the company's other notifications. Their payload names the request
// (`follows`), so erasing the request erases them (data-protection/traces.ts).

const NEW_LINK: Record<SiteLanguage, { subject: (reference: string) => string; body: string; earlier: string }> = {
  fr: {
    subject: (reference) => `Le nouveau lien de suivi de votre demande ${reference}`,
    body: 'Voici le nouveau lien de la page privée de votre demande (gardez-le pour vous) :',
    earlier: 'Le lien précédent n’ouvre plus cette page.',
  },
  en: {
    subject: (reference) => `The new follow-up link of your request ${reference}`,
    body: 'Here is the new link to your request’s private page (keep it to yourself):',
    earlier: 'The earlier link no longer opens this page.',
  },
  es: {
    subject: (reference) => `El nuevo enlace de seguimiento de su solicitud ${reference}`,
    body: 'Este es el nuevo enlace de la página privada de su solicitud (guárdelo para usted):',
    earlier: 'El enlace anterior ya no abre esta página.',
  },
  ar: {
    subject: (reference) => `رابط المتابعة الجديد لطلبكم ${reference}`,
    body: 'إليكم الرابط الجديد للصفحة الخاصة بطلبكم (احتفظوا به لأنفسكم):',
    earlier: 'لم يعد الرابط السابق يفتح هذه الصفحة.',
  },
};

export const NEW_FOLLOW_LINK_KIND = 'follow-link';
export const VISITOR_MESSAGE_KIND = 'follow-visitor-message';

export function newFollowLinkMessage(input: {
  reference: string;
  language: SiteLanguage;
  to: string;
  name: string;
  url: string;
  profile: SiteProfile;
}): OutboxMessage {
  const { reference, language, url, profile } = input;
  const texts = NEW_LINK[language];
  const common = ACKNOWLEDGEMENT_TEXTS[language];
  const subject = subjectLine([texts.subject(reference), profile.brandName]);
  const greeting = common.greeting(visibleText(input.name));
  const footer = [common.referenceLine(reference), profile.email];
  const text = [greeting, `${texts.body}\n${url}`, texts.earlier, common.signOff(profile.brandName), footer.join('\n')];
  const html = visitorMailHtml(language, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    linkParagraph(texts.body, url),
    `<p>${escapeHtml(texts.earlier)}</p>`,
    `<p>${escapeHtml(common.signOff(profile.brandName))}</p>`,
    footnoteParagraph(footer),
  ]);
  return {
    kind: NEW_FOLLOW_LINK_KIND,
    to: visibleText(input.to),
    replyTo: profile.email,
    subject,
    text: `${text.join('\n\n')}\n`,
    html,
    payload: { follows: reference, language },
  };
}

/** To the assignee (or the company's address): the visitor wrote on the follow-up page. Text only. */
export function visitorMessageNotification(input: {
  reference: string;
  to: string;
  visitorName: string;
  visitorEmail: string;
  text: string;
}): OutboxMessage {
  const { reference } = input;
  return {
    kind: VISITOR_MESSAGE_KIND,
    to: input.to,
    // Answering the notification by e-mail reaches the visitor, as the inbox's reply would.
    replyTo: visibleText(input.visitorEmail),
    subject: subjectLine([`Nouveau message du visiteur ${reference}`, visibleText(input.visitorName)]),
    text: [
      `${visibleText(input.visitorName)} a écrit sur la page de suivi de la demande ${reference} :`,
      '',
      visibleText(input.text),
      '',
      `Répondez-lui depuis la boîte de réception de l’espace équipe (${reference}).`,
      '',
    ].join('\n'),
    payload: { follows: reference },
  };
}
