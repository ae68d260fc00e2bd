import { REMOTE_APPS, type RemoteName } from './apps';

// Which remote owns which first path segment: the `paths` of the apps table (apps.ts).
const OWNERS = new Map<string, RemoteName>(
  REMOTE_APPS.flatMap((app) => app.paths.map((segment) => [segment, app.name] as const)),
);

export function remoteForPath(pathname: string): RemoteName | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return OWNERS.get(segment);
}
