// The documents of the `electrical` profile (shared/src/core/profiles/electrical.ts):
// Tingis Electric, electrical installation and maintenance in the Tanger region.
import { certificates } from './certificate.mjs';

const BRAND = 'Tingis Electric';
const CONTACT = 'contact@tingis-electric.example – +212 5 39 00 00 10';
const ADDRESS = {
  fr: 'Lot 00, zone industrielle de Gzenaya, Tanger, Maroc',
  en: 'Lot 00, Gzenaya industrial zone, Tanger, Morocco',
  es: 'Lote 00, zona industrial de Gzenaya, Tánger, Marruecos',
  ar: 'البقعة 00، المنطقة الصناعية كزناية، طنجة، المغرب',
};

const CERTIFIED = {
  number: 'FCB-QMS-2024-0736',
  fr: {
    scope:
      "Conception, installation et maintenance de systèmes électriques moyenne et basse tension ; automatisme et supervision industrielle ; installation de systèmes de vidéosurveillance et de détection d'intrusion ; formation technique en électricité et en automatisme.",
    sectors: "28 – Construction ; 34 – Services d'ingénierie ; 37 – Éducation",
    dates: {
      initial: '18 mars 2024',
      renewal: '– (premier cycle)',
      expiry: '17 mars 2027',
      signed: 'Casablanca, le 18 mars 2024',
    },
  },
  en: {
    scope:
      'Design, installation and maintenance of medium and low voltage electrical systems; industrial automation and supervision; installation of video surveillance and intrusion detection systems; technical training in electricity and automation.',
    sectors: '28 – Construction; 34 – Engineering services; 37 – Education',
    dates: {
      initial: '18 March 2024',
      renewal: '– (first cycle)',
      expiry: '17 March 2027',
      signed: 'Casablanca, 18 March 2024',
    },
  },
  es: {
    scope:
      'Diseño, instalación y mantenimiento de sistemas eléctricos de media y baja tensión; automatización y supervisión industrial; instalación de sistemas de videovigilancia y detección de intrusión; formación técnica en electricidad y automatización.',
    sectors: '28 – Construcción; 34 – Servicios de ingeniería; 37 – Educación',
    dates: {
      initial: '18 de marzo de 2024',
      renewal: '– (primer ciclo)',
      expiry: '17 de marzo de 2027',
      signed: 'Casablanca, 18 de marzo de 2024',
    },
  },
  ar: {
    scope:
      'تصميم وتركيب وصيانة الأنظمة الكهربائية ذات الجهد المتوسط والمنخفض؛ الأتمتة والإشراف الصناعي؛ تركيب أنظمة المراقبة بالفيديو وكشف التسلل؛ التكوين التقني في الكهرباء والأتمتة.',
    sectors: '28 – البناء؛ 34 – خدمات الهندسة؛ 37 – التعليم',
    dates: {
      initial: '18 مارس 2024',
      renewal: '– (الدورة الأولى)',
      expiry: '17 مارس 2027',
      signed: 'الدار البيضاء، 18 مارس 2024',
    },
  },
};

const POLICY = {
  fr: {
    title: 'Politique qualité',
    subtitle: 'Système de management de la qualité certifié ISO 9001:2015 – édition de janvier 2026',
    page: (n, total) => `Page ${n} / ${total}`,
    blocks: [
      { kind: 'heading', text: 'Notre engagement' },
      {
        kind: 'paragraph',
        text: `${BRAND} conçoit, installe et entretient les installations électriques, les automatismes et les systèmes de sûreté des industriels, des entrepôts et des bâtiments tertiaires de la région de Tanger. Nos clients attendent des installations sûres, conformes et disponibles : c'est la mesure de notre qualité.`,
      },
      {
        kind: 'paragraph',
        text: "La Direction s'engage à fournir les moyens d'un système de management de la qualité conforme à la norme ISO 9001:2015 et à l'améliorer en continu.",
      },
      { kind: 'heading', text: 'Nos orientations' },
      {
        kind: 'bullets',
        items: [
          'La sécurité avant tout : techniciens habilités pour les travaux électriques, consignation systématique, équipements de protection contrôlés.',
          'Des installations conformes aux normes et réglementations en vigueur, vérifiées par des essais et un procès-verbal avant chaque mise en service.',
          "Le respect des délais et des engagements de nos contrats de maintenance, dont le délai d'intervention.",
          'Un conseil honnête : proposer la solution adaptée au besoin réel du client et à son budget.',
          'Des compétences entretenues : formation continue de nos techniciens en électricité, automatisme et sûreté.',
          'Des fournisseurs de matériel choisis pour la qualité et la traçabilité de leurs produits.',
          "L'amélioration continue : chaque réclamation et chaque incident donnent lieu à une analyse et à une action suivie.",
        ],
      },
      { kind: 'heading', text: 'Nos objectifs pour 2026' },
      {
        kind: 'fields',
        labelWidth: 200,
        rows: [
          ["Intervention d'urgence", 'sur site en moins de 4 h dans la région de Tanger'],
          ['Satisfaction des clients', "au moins 90 % de clients satisfaits à l'enquête annuelle"],
          ['Mises en service', "100 % avec procès-verbal d'essais remis au client"],
          ['Habilitations', '100 % des techniciens à jour de leur habilitation'],
          ['Sécurité', "zéro accident d'origine électrique"],
        ],
      },
      { kind: 'heading', text: 'Diffusion et revue' },
      {
        kind: 'paragraph',
        text: 'Cette politique est affichée dans nos locaux, expliquée à chaque nouveau collaborateur et communiquée à nos clients. Elle est revue chaque année en revue de direction.',
      },
      { kind: 'signature', lines: ['Tanger, le 6 janvier 2026', 'La Direction générale'] },
    ],
  },
  en: {
    title: 'Quality policy',
    subtitle: 'ISO 9001:2015 certified quality management system – January 2026 edition',
    page: (n, total) => `Page ${n} of ${total}`,
    blocks: [
      { kind: 'heading', text: 'Our commitment' },
      {
        kind: 'paragraph',
        text: `${BRAND} designs, installs and maintains the electrical installations, automation and security systems of manufacturers, warehouses and office buildings in the Tanger region. Our customers expect installations that are safe, compliant and available: that is how we measure our quality.`,
      },
      {
        kind: 'paragraph',
        text: 'Management commits to providing the means for a quality management system that meets ISO 9001:2015 and to improving it continually.',
      },
      { kind: 'heading', text: 'Our principles' },
      {
        kind: 'bullets',
        items: [
          'Safety first: technicians authorised for electrical work, systematic lock-out, inspected protective equipment.',
          'Installations that comply with the applicable standards and regulations, verified by tests and a report before every commissioning.',
          'Keeping the deadlines and the commitments of our maintenance contracts, including response times.',
          "Honest advice: proposing the solution that fits the customer's real need and budget.",
          'Skills kept up to date: continuous training of our technicians in electricity, automation and security.',
          'Equipment suppliers chosen for the quality and traceability of their products.',
          'Continual improvement: every complaint and incident is analysed and followed by a tracked action.',
        ],
      },
      { kind: 'heading', text: 'Our objectives for 2026' },
      {
        kind: 'fields',
        labelWidth: 200,
        rows: [
          ['Emergency call-out', 'on site within 4 hours in the Tanger region'],
          ['Customer satisfaction', 'at least 90% satisfied customers in the yearly survey'],
          ['Commissioning', '100% with a test report handed to the customer'],
          ['Authorisations', '100% of technicians hold a valid authorisation'],
          ['Safety', 'zero accidents of electrical origin'],
        ],
      },
      { kind: 'heading', text: 'Communication and review' },
      {
        kind: 'paragraph',
        text: 'This policy is displayed on our premises, explained to every new employee and shared with our customers. It is reviewed every year at the management review.',
      },
      { kind: 'signature', lines: ['Tanger, 6 January 2026', 'Senior management'] },
    ],
  },
};

const TERMS = [
  [
    '1. Objet',
    `Les présentes conditions générales de vente s'appliquent aux études, fournitures, travaux d'installation, prestations de maintenance, formations et ventes de matériel réalisés par ${BRAND}. Toute commande vaut acceptation des présentes conditions, qui prévalent sur les conditions d'achat du client sauf accord écrit contraire.`,
  ],
  [
    '2. Devis et commandes',
    "Les devis sont gratuits, établis après visite ou sur la base du cahier des charges du client, et valables 30 jours. La commande est ferme à réception du devis signé ou d'un bon de commande. Les travaux supplémentaires font l'objet d'un avenant écrit avant leur exécution.",
  ],
  [
    '3. Prix',
    'Les prix sont exprimés en dirhams marocains (MAD), hors taxes. Ils sont fermes pour la durée de validité du devis. Les déplacements hors de la région de Tanger et les interventions de nuit, le dimanche ou les jours fériés sont facturés selon le tarif en vigueur.',
  ],
  [
    "4. Délais d'exécution",
    "Les délais courent à compter de la réception de l'acompte et des informations nécessaires. Ils sont prolongés en cas de retard de livraison du matériel par les fabricants, de modification demandée par le client ou d'indisponibilité du site. Le client est informé sans délai de tout décalage.",
  ],
  [
    '5. Obligations du client',
    "Le client donne accès au site et aux locaux techniques, communique les plans et informations utiles et désigne un interlocuteur. Il fournit l'alimentation électrique de chantier et les autorisations nécessaires. Les travaux sous tension ou de consignation se font en coordination avec son responsable d'exploitation.",
  ],
  [
    '6. Réception',
    "Les installations sont réceptionnées contradictoirement à l'issue des essais, avec un procès-verbal signé par les deux parties. Les réserves éventuelles y sont consignées et levées dans le délai convenu. L'utilisation de l'installation par le client vaut réception.",
  ],
  [
    '7. Garantie',
    "Les travaux sont garantis 12 mois à compter de la réception contre tout défaut d'exécution. Le matériel fourni bénéficie de la garantie du fabricant. La garantie ne couvre pas l'usure normale, une mauvaise utilisation, une intervention d'un tiers ou une surtension d'origine extérieure.",
  ],
  [
    '8. Contrats de maintenance',
    "Les contrats de maintenance précisent le nombre de visites préventives, le délai d'intervention en cas de panne et les équipements couverts. Ils sont conclus pour un an et reconduits tacitement, sauf résiliation par lettre recommandée deux mois avant l'échéance.",
  ],
  [
    '9. Formations',
    'Les formations sont confirmées par une convention précisant le programme, la durée et le nombre de participants. Une annulation moins de 10 jours avant la session donne lieu à la facturation de 50 % du prix. Une attestation est remise à chaque participant.',
  ],
  [
    '10. Paiement',
    'Sauf accord écrit différent, un acompte de 30 % est versé à la commande et le solde à réception ; les contrats de maintenance sont facturés par trimestre. Les factures sont payables à 30 jours, par virement. Tout retard entraîne des pénalités au taux légal en vigueur et peut suspendre les interventions.',
  ],
  [
    '11. Réserve de propriété',
    `Le matériel fourni reste la propriété de ${BRAND} jusqu'au paiement complet du prix. Les risques sont transférés au client dès la livraison sur son site.`,
  ],
  [
    '12. Responsabilité',
    `La responsabilité de ${BRAND} est limitée aux dommages directs prouvés résultant de sa faute, dans la limite du montant de la commande concernée. Elle est couverte par une assurance responsabilité civile professionnelle.`,
  ],
  [
    '13. Données personnelles',
    "Les données communiquées sont utilisées pour l'exécution des prestations et conservées pendant la durée légale, conformément à la loi marocaine n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
  ],
  [
    '14. Droit applicable et litiges',
    "Les présentes conditions sont soumises au droit marocain. À défaut d'accord amiable, tout litige relève de la compétence du tribunal de commerce de Tanger.",
  ],
];

function policy(lang) {
  const p = POLICY[lang];
  return {
    lang,
    pageLabel: p.page,
    header: { left: BRAND, right: p.title },
    footer: [`${BRAND} – ${ADDRESS[lang]}`, CONTACT],
    info: { title: `${p.title} – ${BRAND}`, subject: p.subtitle, keywords: `ISO 9001:2015, ${BRAND}`, author: BRAND },
    blocks: [{ kind: 'title', text: p.title, subtitle: p.subtitle }, ...p.blocks],
  };
}

function termsOfSale() {
  const title = 'Conditions générales de vente';
  return {
    lang: 'fr',
    pageLabel: (n, total) => `Page ${n} / ${total}`,
    header: { left: BRAND, right: title },
    footer: [`${BRAND} – ${ADDRESS.fr}`, CONTACT],
    info: {
      title: `${title} – ${BRAND}`,
      subject: 'Travaux, maintenance, formation et fournitures électriques',
      keywords: 'CGV, installation électrique, maintenance',
      author: BRAND,
    },
    blocks: [
      {
        kind: 'title',
        text: title,
        subtitle: 'Études, travaux, maintenance, formation et fournitures – version du 6 janvier 2026',
      },
      ...TERMS.flatMap(([heading, text]) => [
        { kind: 'heading', text: heading },
        { kind: 'paragraph', text },
      ]),
    ],
  };
}

/** Path (as the profile names it) -> document. */
export const ELECTRICAL_DOCS = {
  ...certificates('/docs/electrical/', { brand: BRAND, address: ADDRESS, certified: CERTIFIED }),
  '/docs/electrical/quality-policy-fr.pdf': policy('fr'),
  '/docs/electrical/quality-policy-en.pdf': policy('en'),
  '/docs/electrical/general-terms-of-sale.pdf': termsOfSale(),
};
