/** The five roles of the platform. */
export const ROLES = ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick at sign-up: never admin (docs/rules.md#roles-and-accounts). */
export const SIGNUP_ROLES = ['buyer', 'seller', 'interpreter', 'volunteer'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** Buyers and sellers keep company details; the other roles do not. */
export function hasCompany(role: Role): boolean {
  return role === 'buyer' || role === 'seller';
}

/** A sidebar entry: the route it opens and the i18n key of its label. */
export interface NavItem {
  path: string;
  labelKey: string;
}

const item = (path: string, labelKey: string): NavItem => ({ path, labelKey });

/**
 * The sidebar of each role (docs/product.md#the-frame): dashboard and profile first for all, then
 * their messages (docs/rules.md#conversations).
 */
export function navItems(role: Role): NavItem[] {
  const common = [
    item('/dashboard', 'nav.dashboard'),
    item('/profile', 'nav.profile'),
    item('/messages', 'nav.messages'),
  ];
  switch (role) {
    case 'admin':
      return [
        ...common,
        item('/projects', 'nav.projects'),
        item('/buyers', 'nav.buyers'),
        item('/sellers', 'nav.sellers'),
        item('/interpreters', 'nav.interpreters'),
        item('/meetings', 'nav.meetings'),
        item('/contracts', 'nav.contracts'),
        item('/transactions', 'nav.transactions'),
        item('/travel', 'nav.travel'),
        item('/assignments', 'nav.assignments'),
        item('/admin', 'nav.settings'),
      ];
    case 'buyer':
    case 'seller':
      return [
        ...common,
        item('/meeting-requests', 'nav.meetingRequests'),
        item('/meetings', 'nav.myMeetings'),
        item('/availability', 'nav.availability'),
        item('/transactions', 'nav.transactions'),
        item('/contracts', 'nav.contracts'),
        item('/projects', 'nav.projects'),
        item('/travel', 'nav.travel'),
        role === 'buyer' ? item('/sellers', 'nav.sellers') : item('/buyers', 'nav.buyers'),
      ];
    case 'interpreter':
      return [
        ...common,
        item('/meetings', 'nav.assignedMeetings'),
        item('/availability', 'nav.availability'),
        item('/interpreter-notes', 'nav.interpreterNotes'),
        item('/projects', 'nav.projects'),
        item('/travel', 'nav.travel'),
      ];
    case 'volunteer':
      return [
        ...common,
        item('/assignments', 'nav.myTasks'),
        item('/projects', 'nav.projects'),
        item('/travel', 'nav.travel'),
      ];
  }
}
