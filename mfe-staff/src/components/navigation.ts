import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { ADMIN_ONLY, INBOX_ROLES, mayUse } from '../lib/session';

/** A page of the back office, who may open it, and its name in the navigation (a `staff` key). */
export interface StaffPageLink {
  path: string;
  label: string;
  roles: readonly StaffRole[] | 'everyone';
}

/** Every page of the back office that exists; the inbox and the content join here when they come. */
export const STAFF_PAGES: readonly StaffPageLink[] = [
  { path: '/staff', label: 'nav.home', roles: 'everyone' },
  // The inbox (its keys under `inbox`).
  { path: '/staff/inbox', label: 'inbox.nav', roles: INBOX_ROLES },
  { path: '/staff/accounts', label: 'nav.accounts', roles: ADMIN_ONLY },
  { path: '/staff/audit', label: 'nav.audit', roles: ADMIN_ONLY },
  { path: '/staff/account', label: 'nav.my_account', roles: 'everyone' },
];

/** What a role sees in the navigation: only the pages it may use. */
export function staffNavigation(role: StaffRole): StaffPageLink[] {
  return STAFF_PAGES.filter((page) => page.roles === 'everyone' || mayUse(role, page.roles));
}
