import type { SiteLanguage } from '@freight/shared/core/constants';

// The sentences of the acknowledgement e-mails (acknowledgements.ts), in the
// four languages of the site. Field and option labels are not here: they come
// from the shared `forms` bundle, the company's phones, e-mail and hours from
// the brand profile. The promises ("what happens next") are the ones of
// docs/decisions/006-acknowledgements.md; change them there first.

/** The four kinds of submissions a visitor can send. */
export type AcknowledgedKind = 'quote' | 'other-quote' | 'contact' | 'application';

export interface AcknowledgementTexts {
  /** What the visitor sent, as the subject and first sentence name it. */
  subject: Record<AcknowledgedKind, (reference: string) => string>;
  greeting: (name: string) => string;
  received: Record<AcknowledgedKind, (date: string) => string>;
  referenceLine: (reference: string) => string;
  /** Above the request's follow-up link (docs/decisions/028-follow-up-links.md). */
  follow: string;
  summaryTitle: string;
  nextTitle: string;
  next: Record<AcknowledgedKind, string>;
  /** Applications with the consent to keep the CV (Moroccan law 09-08). */
  cvKept: (email: string) => string;
  contactTitle: string;
  quoteYourReference: (reference: string) => string;
  offer: string;
  spontaneous: string;
  cv: string;
  signOff: (brand: string) => string;
  automatic: string;
}

const fr: AcknowledgementTexts = {
  subject: {
    quote: (reference) => `Votre demande de cotation ${reference} est bien reçue`,
    'other-quote': (reference) => `Votre demande de devis ${reference} est bien reçue`,
    contact: (reference) => `Votre message ${reference} est bien reçu`,
    application: (reference) => `Votre candidature ${reference} est bien reçue`,
  },
  greeting: (name) => `Bonjour ${name},`,
  received: {
    quote: (date) => `Nous avons bien reçu votre demande de cotation le ${date}. Merci de votre confiance.`,
    'other-quote': (date) => `Nous avons bien reçu votre demande de devis le ${date}. Merci de votre confiance.`,
    contact: (date) => `Nous avons bien reçu votre message le ${date}. Merci de nous avoir écrit.`,
    application: (date) =>
      `Nous avons bien reçu votre candidature le ${date}. Merci de l'intérêt que vous portez à notre entreprise.`,
  },
  referenceLine: (reference) => `Votre référence : ${reference}`,
  follow: 'Suivez votre demande, lisez nos réponses et écrivez-nous sur sa page privée (gardez ce lien pour vous) :',
  summaryTitle: 'Ce que vous nous avez envoyé',
  nextTitle: 'La suite',
  next: {
    quote:
      'Un commercial vous appelle dans un délai d’un jour ouvré pour confirmer les détails de votre transport et vous remettre notre prix.',
    'other-quote':
      'Notre service commercial étudie votre demande et vous répond par e-mail ou par téléphone sous deux jours ouvrés.',
    contact: 'Nous vous répondons par e-mail ou par téléphone sous deux jours ouvrés.',
    application:
      'Notre équipe de recrutement étudie chaque candidature sous dix jours ouvrés. Si votre profil correspond, nous vous contactons pour convenir d’un entretien ; sinon, vous recevez une réponse par e-mail.',
  },
  cvKept: (email) =>
    `Comme vous l’avez accepté, nous conservons votre CV 24 mois pour d’autres postes. Vous pouvez demander à tout moment sa suppression en écrivant à ${email}.`,
  contactTitle: 'Nous joindre',
  quoteYourReference: (reference) =>
    `Indiquez votre référence ${reference} dans tout échange, ou répondez simplement à cet e-mail.`,
  offer: 'Offre',
  spontaneous: 'Candidature spontanée',
  cv: 'CV',
  signOff: (brand) => `L’équipe ${brand}`,
  automatic: 'Ce message est envoyé automatiquement à la réception de votre demande.',
};

const en: AcknowledgementTexts = {
  subject: {
    quote: (reference) => `We have received your quote request ${reference}`,
    'other-quote': (reference) => `We have received your quote request ${reference}`,
    contact: (reference) => `We have received your message ${reference}`,
    application: (reference) => `We have received your application ${reference}`,
  },
  greeting: (name) => `Hello ${name},`,
  received: {
    quote: (date) => `We received your quote request on ${date}. Thank you for your trust.`,
    'other-quote': (date) => `We received your quote request on ${date}. Thank you for your trust.`,
    contact: (date) => `We received your message on ${date}. Thank you for writing to us.`,
    application: (date) => `We received your application on ${date}. Thank you for your interest in our company.`,
  },
  referenceLine: (reference) => `Your reference: ${reference}`,
  follow: 'Follow your request, read our replies and write to us on its private page (keep this link to yourself):',
  summaryTitle: 'What you sent us',
  nextTitle: 'What happens next',
  next: {
    quote:
      'A member of our sales team will call you within one working day to confirm the details of your transport and give you our price.',
    'other-quote': 'Our sales team will study your request and answer you by e-mail or phone within two working days.',
    contact: 'We will answer you by e-mail or phone within two working days.',
    application:
      'Our recruitment team reviews every application within ten working days. If your profile matches, we will contact you to arrange an interview; otherwise you will receive an answer by e-mail.',
  },
  cvKept: (email) =>
    `As you agreed, we keep your CV for 24 months for other positions. You can ask us to delete it at any time by writing to ${email}.`,
  contactTitle: 'How to reach us',
  quoteYourReference: (reference) =>
    `Please quote your reference ${reference} in any exchange, or simply reply to this e-mail.`,
  offer: 'Job offer',
  spontaneous: 'Spontaneous application',
  cv: 'CV',
  signOff: (brand) => `The ${brand} team`,
  automatic: 'This message is sent automatically when your request arrives.',
};

const es: AcknowledgementTexts = {
  subject: {
    quote: (reference) => `Hemos recibido su solicitud de cotización ${reference}`,
    'other-quote': (reference) => `Hemos recibido su solicitud de presupuesto ${reference}`,
    contact: (reference) => `Hemos recibido su mensaje ${reference}`,
    application: (reference) => `Hemos recibido su candidatura ${reference}`,
  },
  greeting: (name) => `Hola, ${name}:`,
  received: {
    quote: (date) => `Hemos recibido su solicitud de cotización el ${date}. Gracias por su confianza.`,
    'other-quote': (date) => `Hemos recibido su solicitud de presupuesto el ${date}. Gracias por su confianza.`,
    contact: (date) => `Hemos recibido su mensaje el ${date}. Gracias por escribirnos.`,
    application: (date) => `Hemos recibido su candidatura el ${date}. Gracias por su interés en nuestra empresa.`,
  },
  referenceLine: (reference) => `Su referencia: ${reference}`,
  follow:
    'Siga su solicitud, lea nuestras respuestas y escríbanos en su página privada (guarde este enlace para usted):',
  summaryTitle: 'Lo que nos ha enviado',
  nextTitle: 'Próximos pasos',
  next: {
    quote:
      'Un comercial le llamará en un plazo de un día laborable para confirmar los detalles de su transporte y darle nuestro precio.',
    'other-quote':
      'Nuestro equipo comercial estudiará su solicitud y le responderá por correo electrónico o por teléfono en un plazo de dos días laborables.',
    contact: 'Le responderemos por correo electrónico o por teléfono en un plazo de dos días laborables.',
    application:
      'Nuestro equipo de selección revisa cada candidatura en un plazo de diez días laborables. Si su perfil encaja, le contactaremos para concertar una entrevista; si no, recibirá una respuesta por correo electrónico.',
  },
  cvKept: (email) =>
    `Tal como ha aceptado, conservamos su CV durante 24 meses para otros puestos. Puede pedirnos que lo eliminemos en cualquier momento escribiendo a ${email}.`,
  contactTitle: 'Cómo contactarnos',
  quoteYourReference: (reference) =>
    `Indique su referencia ${reference} en cualquier comunicación, o simplemente responda a este correo.`,
  offer: 'Oferta',
  spontaneous: 'Candidatura espontánea',
  cv: 'CV',
  signOff: (brand) => `El equipo de ${brand}`,
  automatic: 'Este mensaje se envía automáticamente al recibir su solicitud.',
};

const ar: AcknowledgementTexts = {
  subject: {
    quote: (reference) => `توصلنا بطلب عرض السعر ${reference}`,
    'other-quote': (reference) => `توصلنا بطلب التسعيرة ${reference}`,
    contact: (reference) => `توصلنا برسالتكم ${reference}`,
    application: (reference) => `توصلنا بطلب الترشيح ${reference}`,
  },
  greeting: (name) => `مرحبًا ${name}،`,
  received: {
    quote: (date) => `توصلنا بطلب عرض السعر الخاص بكم بتاريخ ${date}. شكرًا على ثقتكم.`,
    'other-quote': (date) => `توصلنا بطلب التسعيرة الخاص بكم بتاريخ ${date}. شكرًا على ثقتكم.`,
    contact: (date) => `توصلنا برسالتكم بتاريخ ${date}. شكرًا على تواصلكم معنا.`,
    application: (date) => `توصلنا بطلب ترشيحكم بتاريخ ${date}. شكرًا على اهتمامكم بشركتنا.`,
  },
  referenceLine: (reference) => `مرجعكم: ${reference}`,
  follow: 'تابعوا طلبكم واقرؤوا ردودنا وراسلونا على صفحته الخاصة (احتفظوا بهذا الرابط لأنفسكم):',
  summaryTitle: 'ما أرسلتموه إلينا',
  nextTitle: 'الخطوات التالية',
  next: {
    quote: 'سيتصل بكم أحد أفراد فريقنا التجاري خلال يوم عمل واحد لتأكيد تفاصيل النقل وتقديم السعر.',
    'other-quote': 'سيدرس فريقنا التجاري طلبكم ويرد عليكم عبر البريد الإلكتروني أو الهاتف خلال يومي عمل.',
    contact: 'سنرد عليكم عبر البريد الإلكتروني أو الهاتف خلال يومي عمل.',
    application:
      'يدرس فريق التوظيف كل طلب ترشيح خلال عشرة أيام عمل. إذا كان ملفكم مناسبًا سنتصل بكم لتحديد موعد للمقابلة، وإلا فستتلقون ردًا عبر البريد الإلكتروني.',
  },
  cvKept: (email) =>
    `كما وافقتم، نحتفظ بسيرتكم الذاتية لمدة 24 شهرًا لوظائف أخرى. يمكنكم طلب حذفها في أي وقت بالكتابة إلى ${email}.`,
  contactTitle: 'للتواصل معنا',
  quoteYourReference: (reference) => `يرجى ذكر مرجعكم ${reference} في كل مراسلة، أو الرد ببساطة على هذه الرسالة.`,
  offer: 'عرض العمل',
  spontaneous: 'ترشيح تلقائي',
  cv: 'السيرة الذاتية',
  signOff: (brand) => `فريق ${brand}`,
  automatic: 'تُرسل هذه الرسالة تلقائيًا عند توصلنا بطلبكم.',
};

export const ACKNOWLEDGEMENT_TEXTS: Record<SiteLanguage, AcknowledgementTexts> = { fr, en, es, ar };
