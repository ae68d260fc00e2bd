import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page';
import { RemoteMount } from './remote-mount';
import { remoteForPath } from '@freight/shared/core/federation/remote-for-path';
import { RemoteLoaderContext } from './remote-loader';

/** Renders the remote that owns the current path, or the not-found page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const loader = useContext(RemoteLoaderContext);
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return loader ? (
    <RemoteMount key={remote} remote={remote} load={loader.load} />
  ) : (
    <RemoteMount key={remote} remote={remote} />
  );
}
