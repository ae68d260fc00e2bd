import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { STAFF_NS, staffLocales } from '../config/i18n';
import { StaffApp } from '../app/staff-app';

const gate = (page: ReactNode) => (
  <WithForms>
    <NamespaceGate ns={STAFF_NS} loaders={staffLocales}>
      {page}
    </NamespaceGate>
  </WithForms>
);

// The shell sends every /staff address here; the back office routes them itself (the apps table's
// 'staff/*'), behind its session (docs/decisions/020-staff-remote.md).
export const routes: RemoteRoutesModule['routes'] = [
  { path: 'staff', element: gate(<StaffApp />) },
  { path: 'staff/*', element: gate(<StaffApp />) },
];
