// The ISO 9001:2015 certificate, one A4 page in a frame, in French, English, Spanish or Arabic.
// The issuer is openly fictitious: the site is a demonstration and must not
// pass off a made-up certificate as a real one.

const ISSUER = 'Fictitious Certification Body (FCB)';

const TEXT = {
  fr: {
    issuerNote: 'Organisme de certification fictif – document de démonstration',
    title: 'CERTIFICAT',
    subtitle: 'Système de management de la qualité',
    number: (number) => `Certificat n° ${number}`,
    attests: 'Fictitious Certification Body atteste que le système de management de la qualité de',
    conforms: 'a été évalué et jugé conforme aux exigences de la norme',
    scopeIntro: "pour le domaine d'application suivant :",
    fields: {
      initial: 'Certification initiale',
      renewal: 'Décision de renouvellement',
      expiry: "Valable jusqu'au",
      sector: 'Secteur(s) IAF',
      site: 'Site certifié',
    },
    surveillance:
      "La validité de ce certificat est subordonnée à des audits de surveillance annuels satisfaisants. Sa validité peut être confirmée auprès de l'organisme émetteur en indiquant le numéro du certificat.",
    signer: ['Pour Fictitious Certification Body', 'La directrice de la certification'],
    disclaimer:
      "Document d'exemple : « Fictitious Certification Body » est un organisme de certification fictif. Ce certificat et son numéro sont fictifs et n'ont aucune valeur officielle.",
    page: (n, total) => `Page ${n} / ${total}`,
  },
  en: {
    issuerNote: 'Fictitious certification body – demonstration document',
    title: 'CERTIFICATE',
    subtitle: 'Quality management system',
    number: (number) => `Certificate No. ${number}`,
    attests: 'Fictitious Certification Body certifies that the quality management system of',
    conforms: 'has been assessed and found to conform to the requirements of',
    scopeIntro: 'for the following scope:',
    fields: {
      initial: 'Initial certification',
      renewal: 'Renewal decision',
      expiry: 'Valid until',
      sector: 'IAF sector(s)',
      site: 'Certified site',
    },
    surveillance:
      'This certificate remains valid subject to satisfactory annual surveillance audits. Its validity can be confirmed with the issuing body by quoting the certificate number.',
    signer: ['For Fictitious Certification Body', 'Head of Certification'],
    disclaimer:
      'Sample document: "Fictitious Certification Body" is a fictitious certification body. This certificate and its number are fictitious and have no official value.',
    page: (n, total) => `Page ${n} of ${total}`,
  },
  es: {
    issuerNote: 'Organismo de certificación ficticio – documento de demostración',
    title: 'CERTIFICADO',
    subtitle: 'Sistema de gestión de la calidad',
    number: (number) => `Certificado n.º ${number}`,
    attests: 'Fictitious Certification Body certifica que el sistema de gestión de la calidad de',
    conforms: 'ha sido evaluado y declarado conforme con los requisitos de la norma',
    scopeIntro: 'para el siguiente alcance:',
    fields: {
      initial: 'Certificación inicial',
      renewal: 'Decisión de renovación',
      expiry: 'Válido hasta',
      sector: 'Sector(es) IAF',
      site: 'Centro certificado',
    },
    surveillance:
      'La validez de este certificado está sujeta a auditorías anuales de seguimiento satisfactorias. Puede confirmarse ante el organismo emisor indicando el número del certificado.',
    signer: ['Por Fictitious Certification Body', 'La directora de certificación'],
    disclaimer:
      'Documento de ejemplo: «Fictitious Certification Body» es un organismo de certificación ficticio. Este certificado y su número son ficticios y no tienen ningún valor oficial.',
    page: (n, total) => `Página ${n} de ${total}`,
  },
  ar: {
    issuerNote: 'هيئة إشهاد وهمية – وثيقة للعرض فقط',
    title: 'شهادة',
    subtitle: 'نظام إدارة الجودة',
    number: (number) => `شهادة رقم ${number}`,
    attests: 'تشهد Fictitious Certification Body بأن نظام إدارة الجودة لدى',
    conforms: 'قد خضع للتقييم وثبتت مطابقته لمتطلبات المعيار',
    scopeIntro: 'في مجال التطبيق التالي:',
    fields: {
      initial: 'الإشهاد الأول',
      renewal: 'قرار التجديد',
      expiry: 'صالحة إلى غاية',
      sector: 'قطاع (قطاعات) IAF',
      site: 'الموقع المشهود له',
    },
    surveillance:
      'تبقى هذه الشهادة صالحة شريطة اجتياز عمليات التدقيق السنوية للمتابعة بنجاح. ويمكن التحقق من صلاحيتها لدى الهيئة المصدرة بذكر رقم الشهادة.',
    signer: ['عن Fictitious Certification Body', 'مديرة الإشهاد'],
    disclaimer:
      'وثيقة نموذجية: «Fictitious Certification Body» هيئة إشهاد وهمية. هذه الشهادة ورقمها وهميان ولا قيمة رسمية لهما.',
    page: (n, total) => `الصفحة ${n} من ${total}`,
  },
};

/**
 * `company`: { brand, address, site, scope, number, sectors, dates: { initial, renewal, expiry, signed } }
 * with `address`, `scope`, `sectors` and `dates` already in `lang`.
 */
export function certificate(lang, company) {
  const t = TEXT[lang];
  return {
    lang,
    frame: true,
    pageLabel: t.page,
    footer: `${ISSUER} – ${t.number(company.number)}`,
    info: {
      title: `${t.title} ISO 9001:2015 – ${company.brand}`,
      subject: `${t.subtitle} – ${t.number(company.number)}`,
      keywords: `ISO 9001:2015, ${company.brand}, ${company.number}`,
      author: ISSUER,
    },
    blocks: [
      { kind: 'paragraph', text: ISSUER.toUpperCase(), bold: true, size: 11, align: 'center', after: 0 },
      { kind: 'paragraph', text: t.issuerNote, size: 9, align: 'center', after: 0 },
      { kind: 'rule' },
      { kind: 'title', text: t.title, size: 30, align: 'center', subtitle: t.subtitle },
      { kind: 'paragraph', text: t.number(company.number), bold: true, align: 'center', after: 14 },
      { kind: 'paragraph', text: t.attests, align: 'center', after: 4 },
      { kind: 'title', text: company.brand.toUpperCase(), size: 22, align: 'center' },
      { kind: 'paragraph', text: company.address, align: 'center', after: 10 },
      { kind: 'paragraph', text: t.conforms, align: 'center', after: 2 },
      { kind: 'title', text: 'ISO 9001:2015', size: 24, align: 'center' },
      { kind: 'paragraph', text: t.scopeIntro, align: 'center', after: 2 },
      { kind: 'paragraph', text: company.scope, bold: true, align: 'center', after: 12 },
      {
        kind: 'fields',
        align: 'center',
        width: 400,
        labelWidth: 150,
        rows: [
          [t.fields.initial, company.dates.initial],
          [t.fields.renewal, company.dates.renewal],
          [t.fields.expiry, company.dates.expiry],
          [t.fields.sector, company.sectors],
          [t.fields.site, company.site],
        ],
      },
      { kind: 'note', text: t.surveillance, align: 'center' },
      {
        kind: 'seal',
        seal: ['FICTITIOUS', 'FCB', 'CERTIFICATION BODY', 'ISO 9001:2015'],
        lines: [...t.signer, company.dates.signed],
      },
      { kind: 'note', text: t.disclaimer, align: 'center' },
    ],
  };
}

/**
 * The certificate in each language, by the path the profile names (`<prefix>iso-9001-certificate-<lang>.pdf`):
 * `address` and `certified` ({ number, <lang>: { scope, sectors, dates } }) hold every language.
 */
export function certificates(prefix, { brand, address, certified }) {
  return Object.fromEntries(
    Object.keys(TEXT).map((lang) => [
      `${prefix}iso-9001-certificate-${lang}.pdf`,
      certificate(lang, {
        brand,
        address: address[lang],
        site: address[lang],
        number: certified.number,
        ...certified[lang],
      }),
    ]),
  );
}
