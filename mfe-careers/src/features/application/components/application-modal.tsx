import { useEffect, useRef } from 'react';
import { useApplication, type ApplyTarget } from '../hooks/use-application';
import { ApplicationDialog } from './application-dialog';

/** An 'apply' click: what to open the form for; `id` tells two clicks apart. */
export interface ApplyRequest {
  target: ApplyTarget;
  id: number;
}

/**
 * The application form and its modal, loaded with the first 'apply' (the
 * schemas, the upload and the form are not needed to read the offers). Once
 * mounted it stays, so what was typed survives closing and reopening.
 */
export default function ApplicationModal({ request, onReady }: { request: ApplyRequest | null; onReady: () => void }) {
  const application = useApplication();
  // `open` changes with the form's state; only a new click must reopen.
  const open = useRef(application.open);
  open.current = application.open;
  useEffect(() => {
    if (request) open.current(request.target);
  }, [request]);
  useEffect(onReady, [onReady]);

  return <ApplicationDialog application={application} />;
}
