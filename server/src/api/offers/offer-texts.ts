import type { SiteLanguage } from '@freight/shared/core/constants';

// The words of the offer document and its e-mails, in the request's language.

export interface OfferTexts {
  title: string;
  number: string;
  version: string;
  issued: string;
  validUntil: string;
  request: string;
  label: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  vat: (rate: string) => string;
  total: string;
  transitTime: string;
  pickupWindow: string;
  conditions: string;
  preparedFor: string;
  sentSubject: (number: string, reference: string) => string;
  sentBody: string;
  revisedBody: string;
  openPage: string;
  /** Under the new link of the first offer e-mail: the acknowledgement's link stopped working. */
  linkReplaced: string;
  earlierLink: string;
  withdrawnSubject: (number: string) => string;
  withdrawnBody: string;
  reason: string;
  acceptedSubject: (booking: string) => string;
  acceptedBody: (booking: string) => string;
  acceptedBy: string;
  orderNumber: string;
}

export const OFFER_TEXTS: Record<SiteLanguage, OfferTexts> = {
  fr: {
    title: 'Offre de prix',
    number: 'Offre',
    version: 'Version',
    issued: 'Émise le',
    validUntil: 'Valable jusqu’au',
    request: 'Votre demande',
    label: 'Désignation',
    quantity: 'Quantité',
    unit: 'Unité',
    unitPrice: 'Prix unitaire HT',
    lineTotal: 'Montant HT',
    subtotal: 'Total HT',
    vat: (rate) => `TVA ${rate}`,
    total: 'Total TTC',
    transitTime: 'Délai de transit',
    pickupWindow: 'Fenêtre d’enlèvement',
    conditions: 'Conditions',
    preparedFor: 'Pour',
    sentSubject: (number, reference) => `Notre offre ${number} pour votre demande ${reference}`,
    sentBody:
      'Voici notre offre pour votre demande, jointe en PDF. Vous pouvez l’accepter ou la refuser sur la page privée de votre demande :',
    revisedBody: 'Voici la nouvelle version de notre offre, jointe en PDF ; elle remplace la précédente.',
    openPage: 'Acceptez-la ou refusez-la sur la page privée de votre demande (gardez ce lien pour vous) :',
    linkReplaced: 'Ce lien remplace celui de notre accusé de réception, qui n’ouvre plus la page.',
    earlierLink:
      'Acceptez-la ou refusez-la sur la page privée de votre demande, depuis le lien de notre premier e-mail d’offre.',
    withdrawnSubject: (number) => `Notre offre ${number} est retirée`,
    withdrawnBody: 'Nous retirons notre offre ; elle ne peut plus être acceptée.',
    reason: 'Motif',
    acceptedSubject: (booking) => `Réservation ${booking} confirmée`,
    acceptedBody: (booking) =>
      `Merci : vous avez accepté notre offre. Votre réservation porte la référence ${booking}. L’offre acceptée est jointe en PDF.`,
    acceptedBy: 'Acceptée par',
    orderNumber: 'Votre numéro de commande',
  },
  en: {
    title: 'Price offer',
    number: 'Offer',
    version: 'Version',
    issued: 'Issued on',
    validUntil: 'Valid until',
    request: 'Your request',
    label: 'Description',
    quantity: 'Quantity',
    unit: 'Unit',
    unitPrice: 'Unit price excl. VAT',
    lineTotal: 'Amount excl. VAT',
    subtotal: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate}`,
    total: 'Total incl. VAT',
    transitTime: 'Transit time',
    pickupWindow: 'Pickup window',
    conditions: 'Conditions',
    preparedFor: 'For',
    sentSubject: (number, reference) => `Our offer ${number} for your request ${reference}`,
    sentBody:
      'Here is our offer for your request, attached as a PDF. You can accept or decline it on your request’s private page:',
    revisedBody: 'Here is the new version of our offer, attached as a PDF; it replaces the earlier one.',
    openPage: 'Accept or decline it on your request’s private page (keep this link to yourself):',
    linkReplaced: 'This link replaces the one in our acknowledgement, which no longer opens the page.',
    earlierLink: 'Accept or decline it on your request’s private page, from the link in our first offer e-mail.',
    withdrawnSubject: (number) => `Our offer ${number} is withdrawn`,
    withdrawnBody: 'We have withdrawn our offer; it can no longer be accepted.',
    reason: 'Reason',
    acceptedSubject: (booking) => `Booking ${booking} confirmed`,
    acceptedBody: (booking) =>
      `Thank you: you accepted our offer. Your booking reference is ${booking}. The accepted offer is attached as a PDF.`,
    acceptedBy: 'Accepted by',
    orderNumber: 'Your order number',
  },
  es: {
    title: 'Oferta de precio',
    number: 'Oferta',
    version: 'Versión',
    issued: 'Emitida el',
    validUntil: 'Válida hasta el',
    request: 'Su solicitud',
    label: 'Descripción',
    quantity: 'Cantidad',
    unit: 'Unidad',
    unitPrice: 'Precio unitario sin IVA',
    lineTotal: 'Importe sin IVA',
    subtotal: 'Total sin IVA',
    vat: (rate) => `IVA ${rate}`,
    total: 'Total con IVA',
    transitTime: 'Tiempo de tránsito',
    pickupWindow: 'Ventana de recogida',
    conditions: 'Condiciones',
    preparedFor: 'Para',
    sentSubject: (number, reference) => `Nuestra oferta ${number} para su solicitud ${reference}`,
    sentBody:
      'Le enviamos nuestra oferta para su solicitud, adjunta en PDF. Puede aceptarla o rechazarla en la página privada de su solicitud:',
    revisedBody: 'Le enviamos la nueva versión de nuestra oferta, adjunta en PDF; sustituye a la anterior.',
    openPage: 'Acéptela o recházela en la página privada de su solicitud (guarde este enlace para usted):',
    linkReplaced: 'Este enlace sustituye al de nuestro acuse de recibo, que ya no abre la página.',
    earlierLink:
      'Acéptela o recházela en la página privada de su solicitud, desde el enlace de nuestro primer correo de oferta.',
    withdrawnSubject: (number) => `Nuestra oferta ${number} queda retirada`,
    withdrawnBody: 'Hemos retirado nuestra oferta; ya no puede aceptarse.',
    reason: 'Motivo',
    acceptedSubject: (booking) => `Reserva ${booking} confirmada`,
    acceptedBody: (booking) =>
      `Gracias: ha aceptado nuestra oferta. Su reserva tiene la referencia ${booking}. La oferta aceptada va adjunta en PDF.`,
    acceptedBy: 'Aceptada por',
    orderNumber: 'Su número de pedido',
  },
  ar: {
    title: 'عرض سعر',
    number: 'العرض',
    version: 'النسخة',
    issued: 'صادر في',
    validUntil: 'صالح حتى',
    request: 'طلبكم',
    label: 'البيان',
    quantity: 'الكمية',
    unit: 'الوحدة',
    unitPrice: 'سعر الوحدة دون ضريبة',
    lineTotal: 'المبلغ دون ضريبة',
    subtotal: 'المجموع دون ضريبة',
    vat: (rate) => `الضريبة على القيمة المضافة ${rate}`,
    total: 'المجموع شامل الضريبة',
    transitTime: 'مدة النقل',
    pickupWindow: 'موعد الشحن',
    conditions: 'الشروط',
    preparedFor: 'إلى',
    sentSubject: (number, reference) => `عرضنا ${number} لطلبكم ${reference}`,
    sentBody: 'إليكم عرضنا لطلبكم مرفقًا بصيغة PDF. يمكنكم قبوله أو رفضه على الصفحة الخاصة بطلبكم:',
    revisedBody: 'إليكم النسخة الجديدة من عرضنا مرفقة بصيغة PDF؛ وهي تحل محل النسخة السابقة.',
    openPage: 'اقبلوه أو ارفضوه على الصفحة الخاصة بطلبكم (احتفظوا بهذا الرابط لأنفسكم):',
    linkReplaced: 'يحل هذا الرابط محل الرابط الوارد في إشعار الاستلام، الذي لم يعد يفتح الصفحة.',
    earlierLink: 'اقبلوه أو ارفضوه على الصفحة الخاصة بطلبكم، من الرابط الوارد في أول رسالة عرض منا.',
    withdrawnSubject: (number) => `تم سحب عرضنا ${number}`,
    withdrawnBody: 'لقد سحبنا عرضنا؛ ولم يعد من الممكن قبوله.',
    reason: 'السبب',
    acceptedSubject: (booking) => `تم تأكيد الحجز ${booking}`,
    acceptedBody: (booking) => `شكرًا لكم: لقد قبلتم عرضنا. مرجع حجزكم هو ${booking}. العرض المقبول مرفق بصيغة PDF.`,
    acceptedBy: 'قبله',
    orderNumber: 'رقم طلبيتكم',
  },
};
