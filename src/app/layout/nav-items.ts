import type { Action } from '../../lib/permissions';

/** Sidebar entries of spec §2.2, in order, then Inventory and Dispensary; `action` is the permission that shows the entry. */
export interface NavItem {
  label: string;
  path: string;
  action: Action;
  icon: string;
  /** Shows today's appointment count. */
  badge?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', action: 'nav.dashboard', icon: 'pi pi-home' },
  { label: 'Patients', path: '/my-patients', action: 'nav.patients', icon: 'pi pi-users' },
  { label: 'Appointments', path: '/appointments', action: 'nav.appointments', icon: 'pi pi-calendar', badge: true },
  { label: 'My Portal', path: '/my-portal', action: 'nav.my_portal', icon: 'pi pi-id-card' },
  { label: 'Pending Reviews', path: '/pending-reviews', action: 'nav.pending_reviews', icon: 'pi pi-inbox' },
  { label: 'Case Reviews', path: '/case-reviews', action: 'nav.case_reviews', icon: 'pi pi-check-square' },
  { label: 'Clinic Schedule', path: '/clinic-schedule', action: 'nav.clinic_schedule', icon: 'pi pi-clock' },
  { label: 'Absent Request', path: '/absent-request', action: 'nav.absent_request', icon: 'pi pi-calendar-minus' },
  { label: 'Reports', path: '/reports', action: 'nav.reports', icon: 'pi pi-chart-bar' },
  { label: 'Rubrics', path: '/rubrics', action: 'nav.rubrics', icon: 'pi pi-sliders-h' },
  // Beyond §2.2: the stock and dispensing screens, for the roles that may read them.
  { label: 'Inventory', path: '/inventory', action: 'inventory.view', icon: 'pi pi-box' },
  { label: 'Dispensary', path: '/dispensary', action: 'dispensary.view', icon: 'pi pi-shopping-bag' },
  { label: 'Users', path: '/users', action: 'nav.users', icon: 'pi pi-user-edit' },
  { label: 'Audit Log', path: '/audit-log', action: 'nav.audit_log', icon: 'pi pi-history' },
];
