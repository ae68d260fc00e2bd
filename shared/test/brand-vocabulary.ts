import type { TestLanguage } from './test-utils';

// Each brand's own vocabulary, for the tests that check nothing of one brand
// appears under the other (docs/decisions/007-brand-profiles.md): the marketing
// remote's routes and the shell's header and footer. Test data only.
//
// The terms are chosen so that words both brands use legitimately ("service",
// "maintenance", "sécurité", "Tanger", "ISO 9001", "installation") never trip it.

export type Vocabulary = Record<TestLanguage, RegExp[]>;

/** What only the road haulier talks about. */
export const FREIGHT_VOCABULARY: Vocabulary = {
  fr: [
    /\bcamions?\b/i,
    /semi-remorques?/i,
    /\bconteneurs?\b/i,
    /transport routier/i,
    /\btransporteurs?\b/i,
    /\bfret\b/i,
    /transport frigorifique/i,
    /\bADR\b/,
    /\bTIR\b/,
    /lettre de voiture/i,
  ],
  en: [
    /\btrucks?\b/i,
    /semi-trailers?/i,
    /\bcontainers?\b/i,
    /road (?:haulage|freight|transport)/i,
    /\bhauliers?\b/i,
    /\bfreight\b/i,
    /\breefers?\b/i,
    /\bADR\b/,
    /\bTIR\b/,
    /consignment note/i,
  ],
  es: [
    /\bcami[oó]n(?:es)?\b/i,
    /semirremolques?/i,
    /\bcontenedor(?:es)?\b/i,
    /transporte por carretera/i,
    /\btransportistas?\b/i,
    /transporte frigor[ií]fico/i,
    /\bADR\b/,
    /\bTIR\b/,
    /carta de porte/i,
  ],
  ar: [/شاحن/u, /مقطور/u, /حاوي/u, /النقل الطرقي/u, /\bADR\b/, /\bTIR\b/, /سند الشحن/u],
};

/**
 * What only the electrical company talks about. Not "électrique" alone nor
 * "vidéosurveillance": a haulier legitimately mentions power lines on an
 * oversized route, a reefer container's generator or a watched warehouse.
 */
export const ELECTRICAL_VOCABULARY: Vocabulary = {
  fr: [
    /\bcâbles?\b/i,
    /installations? électriques?/i,
    /ingénierie électrique/i,
    /électriciens?/i,
    /disjoncteurs?/i,
    /armoires? électriques?/i,
    /\bautomates?\b/i,
    /automatisme/i,
    /boutique/i,
    /basse tension/i,
  ],
  en: [
    /\bcables?\b/i,
    /electrical (?:installations?|engineering)/i,
    /electricians?/i,
    /circuit breakers?/i,
    /switchboards?/i,
    /\bPLCs?\b/,
    /programmable (?:logic )?controllers?/i,
    /\bautomation\b/i,
    /\bshop\b/i,
    /low voltage/i,
  ],
  es: [
    /\bcables?\b/i,
    /instalaci(?:ón|ones) eléctricas?/i,
    /ingeniería eléctrica/i,
    /electricistas?/i,
    /disyuntor/i,
    /\bautómatas?\b/i,
    /automatizaci(?:ón|ones)/i,
    /\btienda\b/i,
    /baja tensión/i,
  ],
  ar: [
    /كابل/u,
    /قاطع/u,
    /الهندسة الكهربائية/u,
    /(?:تجهيزات|منشآت|تركيبات|التجهيزات|المنشآت) (?:ال)?كهربائية/u,
    /كهربائيو|كهربائيين/u,
    /التشغيل الآلي/u,
    /المتجر/u,
  ],
};
