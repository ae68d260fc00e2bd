// The documents of the `freight` profile (shared/src/core/profiles/freight.ts):
// Boughaz Freight, road haulier near Tanger Med since 2018.
import { certificates } from './certificate.mjs';

const BRAND = 'Boughaz Freight';
const CONTACT = 'contact@boughaz-freight.example – +212 5 39 00 00 00';
const ADDRESS = {
  fr: 'Lot 00, zone logistique de Tanger Med, Ksar Sghir, Maroc',
  en: 'Lot 00, Tanger Med logistics zone, Ksar Sghir, Morocco',
  es: 'Lote 00, zona logística de Tanger Med, Ksar Sghir, Marruecos',
  ar: 'البقعة 00، المنطقة اللوجستية لطنجة المتوسط، القصر الصغير، المغرب',
};

const CERTIFIED = {
  number: 'FCB-QMS-2021-0418',
  fr: {
    scope:
      'Transport routier national et international de marchandises (lots complets, groupage, conteneurs maritimes, traction portuaire et de semi-remorques, marchandises dangereuses ADR, transport sous température dirigée), entreposage et logistique.',
    sectors: '31 – Transport, entreposage et communication',
    dates: {
      initial: '14 juin 2021',
      renewal: '10 juin 2024',
      expiry: '13 juin 2027',
      signed: 'Casablanca, le 10 juin 2024',
    },
  },
  en: {
    scope:
      'National and international road freight transport (full loads, groupage, sea containers, port and semi-trailer traction, ADR dangerous goods, temperature-controlled transport), warehousing and logistics.',
    sectors: '31 – Transport, storage and communication',
    dates: {
      initial: '14 June 2021',
      renewal: '10 June 2024',
      expiry: '13 June 2027',
      signed: 'Casablanca, 10 June 2024',
    },
  },
  es: {
    scope:
      'Transporte nacional e internacional de mercancías por carretera (cargas completas, grupaje, contenedores marítimos, tracción portuaria y de semirremolques, mercancías peligrosas ADR, transporte a temperatura controlada), almacenaje y logística.',
    sectors: '31 – Transporte, almacenamiento y comunicaciones',
    dates: {
      initial: '14 de junio de 2021',
      renewal: '10 de junio de 2024',
      expiry: '13 de junio de 2027',
      signed: 'Casablanca, 10 de junio de 2024',
    },
  },
  ar: {
    scope:
      'النقل الطرقي الوطني والدولي للبضائع (الحمولات الكاملة، التجميع، الحاويات البحرية، جرّ المقطورات بالميناء، البضائع الخطرة ADR، النقل المبرد)، والتخزين واللوجستيك.',
    sectors: '31 – النقل والتخزين والاتصالات',
    dates: {
      initial: '14 يونيو 2021',
      renewal: '10 يونيو 2024',
      expiry: '13 يونيو 2027',
      signed: 'الدار البيضاء، 10 يونيو 2024',
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
        text: `Depuis 2018, ${BRAND} transporte les marchandises des industriels et des PME entre le Maroc et l'Europe, à partir de sa base située à moins de 50 km du port de Tanger Med. Notre ambition est de faire de chaque transport une étape prévisible et maîtrisée de la chaîne logistique de nos clients.`,
      },
      {
        kind: 'paragraph',
        text: "La Direction générale s'engage à fournir les ressources nécessaires à un système de management de la qualité conforme à la norme ISO 9001:2015, et à l'améliorer en continu.",
      },
      { kind: 'heading', text: 'Nos orientations' },
      {
        kind: 'bullets',
        items: [
          'Satisfaire nos clients : comprendre leurs besoins dès la cotation, tenir les délais annoncés et les informer à chaque étape clé du transport.',
          "Garantir la sécurité : conducteurs formés (dont l'ADR), véhicules entretenus selon un plan préventif.",
          'Respecter la réglementation : transport, douane (carnet TIR), temps de conduite et de repos, conventions CMR et ADR.',
          'Préserver la chaîne du froid : températures enregistrées pendant tout le trajet des marchandises périssables.',
          "Développer les compétences : plan de formation annuel pour les conducteurs, les agents d'exploitation et les équipes export et import.",
          'Choisir et suivre nos partenaires : armateurs, transitaires et sous-traitants évalués chaque année.',
          "Améliorer en continu : analyser chaque réclamation et chaque incident, et en tirer des actions correctives suivies jusqu'à leur clôture.",
        ],
      },
      { kind: 'heading', text: 'Nos objectifs pour 2026' },
      {
        kind: 'fields',
        labelWidth: 200,
        rows: [
          ['Ponctualité des livraisons', 'au moins 95 % des livraisons au rendez-vous convenu'],
          ['Réponse aux demandes de cotation', 'sous 24 heures ouvrées'],
          ['Réclamations', 'moins de 1 % des expéditions, réponse sous 48 h'],
          ['Formation ADR', '100 % des conducteurs concernés à jour de leur certificat'],
          ['Sécurité', 'zéro accident avec arrêt de travail'],
          ['Chaîne du froid', '100 % des relevés de température disponibles sur demande'],
        ],
      },
      { kind: 'heading', text: 'Diffusion et revue' },
      {
        kind: 'paragraph',
        text: 'Cette politique est affichée sur nos sites, expliquée à chaque nouveau collaborateur et communiquée à nos clients et partenaires. Elle est revue chaque année en revue de direction.',
      },
      { kind: 'signature', lines: ['Ksar Sghir, le 6 janvier 2026', 'La Direction générale'] },
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
        text: `Since 2018, ${BRAND} has carried the goods of manufacturers and small businesses between Morocco and Europe from its base less than 50 km from the port of Tanger Med. Our ambition is to make every shipment a predictable, well-managed step in our customers' supply chain.`,
      },
      {
        kind: 'paragraph',
        text: 'Senior management commits to providing the resources for a quality management system that meets ISO 9001:2015, and to improving it continually.',
      },
      { kind: 'heading', text: 'Our principles' },
      {
        kind: 'bullets',
        items: [
          'Satisfy our customers: understand their needs from the quotation, keep the lead times we announce and inform them at every key step of the transport.',
          'Ensure safety: trained drivers (ADR included), vehicles maintained to a preventive plan.',
          'Comply with regulations: transport, customs (TIR carnet), driving and rest times, the CMR and ADR conventions.',
          'Protect the cold chain: temperatures recorded throughout the journey of perishable goods.',
          'Develop skills: a yearly training plan for drivers, operations staff and the export and import teams.',
          'Select and monitor our partners: shipping lines, forwarders and subcontractors assessed every year.',
          'Improve continually: analyse every complaint and incident and follow the resulting corrective actions until they are closed.',
        ],
      },
      { kind: 'heading', text: 'Our objectives for 2026' },
      {
        kind: 'fields',
        labelWidth: 200,
        rows: [
          ['On-time delivery', 'at least 95% of deliveries at the agreed time'],
          ['Answer to quotation requests', 'within 24 working hours'],
          ['Complaints', 'under 1% of shipments, answered within 48 hours'],
          ['ADR training', '100% of the drivers concerned hold a valid certificate'],
          ['Safety', 'zero lost-time accidents'],
          ['Cold chain', '100% of temperature records available on request'],
        ],
      },
      { kind: 'heading', text: 'Communication and review' },
      {
        kind: 'paragraph',
        text: 'This policy is displayed at our sites, explained to every new employee and shared with our customers and partners. It is reviewed every year at the management review.',
      },
      { kind: 'signature', lines: ['Ksar Sghir, 6 January 2026', 'Senior management'] },
    ],
  },
};

const TERMS = [
  [
    "1. Objet et champ d'application",
    `Les présentes conditions générales de vente régissent les prestations de transport routier de marchandises, de traction, de transport de conteneurs, d'entreposage et de logistique réalisées par ${BRAND} pour le compte de ses clients (« le donneur d'ordre »). Toute commande vaut acceptation des présentes conditions, qui prévalent sur les conditions d'achat du client sauf accord écrit contraire.`,
  ],
  [
    '2. Cotations et commandes',
    "Les cotations sont établies sur la base des informations fournies par le donneur d'ordre (nature, poids, volume et dangerosité des marchandises, lieux et dates de chargement et de déchargement) et sont valables 30 jours. Toute commande est confirmée par écrit (e-mail ou bon de commande). Une information inexacte ou incomplète peut entraîner une révision du prix.",
  ],
  [
    '3. Prix',
    'Les prix sont exprimés en dirhams marocains (MAD) ou en euros, hors taxes. Ils comprennent le transport et les frais de traversée indiqués dans la cotation. Sont facturés en sus, sur justificatifs : les frais de douane et de transit, le stationnement portuaire, les surestaries et les attentes au chargement ou au déchargement au-delà de deux heures, ainsi que les variations significatives du prix du gazole (indexation).',
  ],
  [
    "4. Obligations du donneur d'ordre",
    "Le donneur d'ordre remet des marchandises conditionnées, emballées et étiquetées pour supporter le transport, ainsi que les documents nécessaires (facture, liste de colisage, documents douaniers et sanitaires). Le chargement, le calage et l'arrimage sont à sa charge, sauf convention contraire ; le conducteur contrôle l'arrimage pour la sécurité routière.",
  ],
  [
    '5. Marchandises dangereuses (ADR)',
    "Toute marchandise dangereuse doit être déclarée avant la commande avec sa classe, son numéro ONU, son groupe d'emballage et sa fiche de données de sécurité. Elle est transportée conformément à l'accord ADR par des conducteurs titulaires du certificat de formation. Une marchandise dangereuse non déclarée peut être refusée ou déchargée aux frais du donneur d'ordre.",
  ],
  [
    '6. Délais',
    "Les délais sont donnés à titre indicatif, en fonction des horaires des navires et des formalités portuaires et douanières. Le donneur d'ordre est informé sans délai de tout aléa. Un retard ne peut donner lieu à indemnisation que s'il résulte d'une faute prouvée du transporteur, dans la limite du prix du transport.",
  ],
  [
    '7. Responsabilité',
    "La responsabilité du transporteur est régie par le Code de commerce marocain pour les transports nationaux et par la Convention relative au contrat de transport international de marchandises par route (CMR) pour les transports internationaux. En cas de perte ou d'avarie, l'indemnité est limitée à 8,33 droits de tirage spéciaux par kilogramme de poids brut manquant ou avarié, sauf déclaration de valeur ou d'intérêt spécial à la livraison acceptée par écrit et donnant lieu à supplément de prix.",
  ],
  [
    '8. Assurance',
    "Les marchandises voyagent aux risques du donneur d'ordre au-delà des limites de l'article 7. Sur demande écrite, et moyennant supplément, une assurance ad valorem couvrant la valeur déclarée des marchandises peut être souscrite pour son compte.",
  ],
  [
    '9. Réserves et réclamations',
    "Le destinataire vérifie la marchandise à la livraison et porte des réserves précises sur la lettre de voiture en cas de manquant ou d'avarie apparents. Pour les dommages non apparents, les réserves écrites et motivées doivent parvenir au transporteur dans les 7 jours suivant la livraison, dimanches et jours fériés exclus. Toute réclamation est traitée par notre service qualité, qui répond par écrit.",
  ],
  [
    '10. Entreposage',
    "Les marchandises entreposées sont réceptionnées contradictoirement, stockées dans un entrepôt sécurisé et suivies par référence. Les frais d'entreposage sont facturés par palette et par semaine entamée, selon le tarif en vigueur.",
  ],
  [
    '11. Paiement',
    "Les factures sont payables à 30 jours à compter de leur date d'émission, par virement bancaire, sauf accord écrit différent. Tout retard de paiement entraîne de plein droit des pénalités au taux légal en vigueur ainsi que la suspension possible des prestations en cours. Le transporteur dispose d'un droit de rétention sur les marchandises en garantie des sommes dues.",
  ],
  [
    '12. Données personnelles',
    "Les données communiquées (coordonnées, informations de transport) sont utilisées pour l'exécution des prestations et conservées pendant la durée légale, conformément à la loi marocaine n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
  ],
  [
    '13. Droit applicable et litiges',
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
      subject: 'Transport routier, traction, conteneurs, entreposage',
      keywords: 'CGV, transport, CMR, ADR',
      author: BRAND,
    },
    blocks: [
      {
        kind: 'title',
        text: title,
        subtitle: 'Transport routier, traction, conteneurs et entreposage – version du 6 janvier 2026',
      },
      ...TERMS.flatMap(([heading, text]) => [
        { kind: 'heading', text: heading },
        { kind: 'paragraph', text },
      ]),
    ],
  };
}

/** Path (as the profile names it) -> document. */
export const FREIGHT_DOCS = {
  ...certificates('/docs/', { brand: BRAND, address: ADDRESS, certified: CERTIFIED }),
  '/docs/quality-policy-fr.pdf': policy('fr'),
  '/docs/quality-policy-en.pdf': policy('en'),
  '/docs/general-terms-of-sale.pdf': termsOfSale(),
};
