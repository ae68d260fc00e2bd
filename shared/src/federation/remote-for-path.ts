import type { RemoteName } from './contract';

// Which remote owns which first path segment (SPEC.md's route table).
const OWNERS: Record<string, RemoteName> = {
  '': 'mfe_marketing',
  about: 'mfe_marketing',
  contact: 'mfe_marketing',
  certification: 'mfe_marketing',
  'legal-notice': 'mfe_marketing',
  privacy: 'mfe_marketing',
  service: 'mfe_marketing',
  transport: 'mfe_marketing',
  cotation: 'mfe_quote',
  jobOffers: 'mfe_careers',
  blog: 'mfe_blog',
};

export function remoteForPath(pathname: string): RemoteName | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(OWNERS, segment) ? OWNERS[segment] : undefined;
}
