import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { ADMIN_ONLY, ARTICLE_EDITORS, INBOX_ROLES, JOB_EDITORS, mayUse, OFFER_ROLES } from '../lib/session';

/** A page of the back office, who may open it, and its name in the navigation (a `staff` key). */
export interface StaffPageLink {
  path: string;
  label: string;
  roles: readonly StaffRole[] | 'everyone';
}

/** Every page of the back office, in the order of the navigation. */
export const STAFF_PAGES: readonly StaffPageLink[] = [
  { path: '/staff', label: 'nav.home', roles: 'everyone' },
  // The inbox (its keys under `inbox`).
  { path: '/staff/inbox', label: 'inbox.nav', roles: INBOX_ROLES },
  // Reply templates (docs/decisions/034-reply-templates-and-attachments.md).
  { path: '/staff/reply-templates', label: 'inbox.templates_nav', roles: INBOX_ROLES },
  // What the offers sent were worth, per month (docs/decisions/031-offers-and-booking.md).
  { path: '/staff/offers', label: 'offers.nav', roles: OFFER_ROLES },
  // Content (docs/decisions/019-content-editing-and-retention.md): offers for recruiters, articles for editors.
  { path: '/staff/jobs', label: 'content.nav.jobs', roles: JOB_EDITORS },
  { path: '/staff/articles', label: 'content.nav.articles', roles: ARTICLE_EDITORS },
  // The pictures articles use (docs/decisions/035, "Media"): whoever edits articles.
  { path: '/staff/media', label: 'content.nav.media', roles: ARTICLE_EDITORS },
  { path: '/staff/accounts', label: 'nav.accounts', roles: ADMIN_ONLY },
  { path: '/staff/audit', label: 'nav.audit', roles: ADMIN_ONLY },
  // Export or erasure of one person's data (docs/decisions/019-content-editing-and-retention.md).
  { path: '/staff/data-subjects', label: 'nav.data_subjects', roles: ADMIN_ONLY },
  { path: '/staff/account', label: 'nav.my_account', roles: 'everyone' },
];

/** What a role sees in the navigation: only the pages it may use. */
export function staffNavigation(role: StaffRole): StaffPageLink[] {
  return STAFF_PAGES.filter((page) => page.roles === 'everyone' || mayUse(role, page.roles));
}
