import type { SiteLanguage } from '@freight/shared/core/constants';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { ACKNOWLEDGEMENT_TEXTS } from '../mail/acknowledgement-texts';
import { escapeHtml } from '../html/escape-html';
import { visibleText } from '../mail/acknowledgements';
import { subjectLine } from '../mail/french-text';
import { footnoteParagraph, linkParagraph, visitorMailHtml } from '../mail/mail-html';
import type { OutboxMessage } from '../outbox/outbox';

// A staff member's answer to a visitor, in the visitor's language: their
// text, then the sign-off and reference lines of the acknowledgements, so the
// visitor recognises the company and the request. Answering with "Reply"
// reaches the company's address, as with the acknowledgements.

/** The subject when the staff member writes none; the reference is always in it. */
const DEFAULT_SUBJECT: Record<SiteLanguage, (reference: string) => string> = {
  fr: (reference) => `Votre demande ${reference}`,
  en: (reference) => `Your request ${reference}`,
  es: (reference) => `Su solicitud ${reference}`,
  ar: (reference) => `طلبكم ${reference}`,
};

export interface ReplyInput {
  reference: string;
  language: SiteLanguage;
  to: string;
  subject?: string;
  text: string;
  /** The staff member who writes, named above the team's sign-off. */
  staffName: string;
  profile: SiteProfile;
  /** A follow-up link issued with this reply, for a request that had none (made before the links). */
  followUrl?: string;
}

export const REPLY_KIND = 'request-reply';

export function replySubject({ reference, language, subject }: Pick<ReplyInput, 'reference' | 'language' | 'subject'>) {
  const written = subject ? visibleText(subject) : '';
  if (!written) return DEFAULT_SUBJECT[language](reference);
  return written.includes(reference) ? written : `${written} (${reference})`;
}

export function replyMessage(input: ReplyInput): OutboxMessage {
  const { reference, language, profile } = input;
  const texts = ACKNOWLEDGEMENT_TEXTS[language];
  const subject = subjectLine([replySubject(input)]);
  const body = visibleText(input.text);
  const signature = [visibleText(input.staffName), texts.signOff(profile.brandName)];
  const footer = [texts.referenceLine(reference), profile.email, profile.phones.join(', ')];
  const follow = input.followUrl ? `\n\n${texts.follow}\n${input.followUrl}` : '';
  const text = `${body}\n\n${signature.join('\n')}${follow}\n--\n${footer.join('\n')}\n`;
  const paragraph = (lines: readonly string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = visitorMailHtml(language, subject, [
    ...body.split(/\n{2,}/).map((block) => paragraph(block.split('\n'))),
    paragraph(signature),
    ...(input.followUrl ? [linkParagraph(texts.follow, input.followUrl)] : []),
    footnoteParagraph(footer),
  ]);
  return {
    kind: REPLY_KIND,
    to: visibleText(input.to),
    replyTo: profile.email,
    subject,
    text,
    html,
    payload: { replies_to: reference, language },
  };
}
