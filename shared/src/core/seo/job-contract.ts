import type { CareerType } from '../constants';

// The API gives a job's contract as text in the page's language ('CDI',
// 'Permanent contract', 'عقد غير محدد المدة'...). What the page needs from it,
// the kind of contract, is read from the words each language uses.

export type ContractKind = 'internship' | 'seasonal' | 'permanent' | 'fixed-term';

// Order matters: 'عقد غير محدد المدة' (permanent) contains 'محدد المدة' (fixed term).
const KINDS: ReadonlyArray<readonly [ContractKind, RegExp]> = [
  ['internship', /\bstage\b|\binternship\b|\bpr[aá]cticas\b|تدريب/i],
  ['seasonal', /saisonni|\bseasonal\b|\btemporada\b|موسمي/i],
  ['permanent', /\bCDI\b|\bpermanent\b|\bindefinido\b|غير محدد المدة/i],
  ['fixed-term', /\bCDD\b|\bfixed-term\b|\btemporal\b|محدد المدة/i],
];

/** The kind of a contract, or null when its wording is not recognised. */
export function contractKind(contract: string): ContractKind | null {
  return KINDS.find(([, pattern]) => pattern.test(contract))?.[0] ?? null;
}

/** schema.org employmentType values (as search engines' job listings read them). */
const EMPLOYMENT_TYPES: Record<ContractKind, string | string[]> = {
  internship: 'INTERN',
  seasonal: 'TEMPORARY',
  permanent: 'FULL_TIME',
  'fixed-term': ['FULL_TIME', 'TEMPORARY'],
};

/** JobPosting's employmentType; undefined rather than a guess when the contract is not recognised. */
export function employmentType(contract: string): string | string[] | undefined {
  const kind = contractKind(contract);
  return kind ? EMPLOYMENT_TYPES[kind] : undefined;
}

/** What the application form preselects for an offer: an internship offer asks for an internship. */
export function careerTypeFor(contract: string): CareerType {
  return contractKind(contract) === 'internship' ? 'internship' : 'job-offer';
}
