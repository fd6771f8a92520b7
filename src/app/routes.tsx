import type { ComponentType } from 'react';
import { Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { preloadFormsOfSignedInPages } from './eye-care-registry';
import { loadScreen } from './lazy-screen';
import { RequireAuth } from './require-auth';
import { titleOf, type RouteHandle } from './route-handle';
import type { Action } from '../lib/permissions';
import type { STANDALONE_SCREENS } from '../screens/consultation/standalone-section-screen';
import { PageSpinner } from '../ui/page-spinner';
import { PlaceholderScreen } from '../ui/placeholder-screen';
import { RoleGate } from '../ui/role-gate';

type Lazy = NonNullable<RouteObject['lazy']>;

export const NOT_FOR_ROLE_TEXT = 'This page is not available to your role.';

/** What a role that may not perform a screen's action sees there (reached by its address): the title and why. */
function NotForRole() {
  return (
    <PlaceholderScreen title={titleOf(useMatches()) ?? ''}>
      <p className="muted">{NOT_FOR_ROLE_TEXT}</p>
    </PlaceholderScreen>
  );
}

/**
 * Code-split screen: `load` imports the module, `pick` names its component. With `action` (config/permissions.json),
 * a role that may not perform it sees NOT_FOR_ROLE_TEXT instead of a screen whose calls the server would refuse.
 * A chunk that cannot be fetched is retried, then shows 'Connection lost' with Retry (`loadScreen`).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, action?: Action): Lazy {
  return async () => {
    const Screen = await loadScreen(load, pick);
    if (!action) return { Component: Screen };
    return {
      Component: function GatedScreen() {
        return (
          <RoleGate action={action} fallback={<NotForRole />}>
            <Screen />
          </RoleGate>
        );
      },
    };
  };
}

/** Stand-in until the route's feature lands: the route title as heading. */
function ComingSoon() {
  return <PlaceholderScreen title={titleOf(useMatches()) ?? ''} />;
}

function page(path: string, title: string, lazy?: Lazy): RouteObject {
  const handle: RouteHandle = { title };
  const body = lazy ? { lazy } : { Component: ComingSoon };
  return path === '/' ? { index: true, handle, ...body } : { path, handle, ...body };
}

type StandaloneSection = keyof typeof STANDALONE_SCREENS;

/** A standalone consultation section (consultation §2): its screen, for the roles that record consultations. */
const section = (key: StandaloneSection): Lazy =>
  screen(() => import('../screens/consultation/standalone-section-screen'), (m) => m.STANDALONE_SCREENS[key], 'appointment.consult');

/** Every authenticated route of spec §2.1, inside the layout. Give a route its `lazy` screen as its feature lands. */
export const screenRoutes: RouteObject[] = [
  page('/', 'Dashboard', screen(() => import('../screens/dashboard/dashboard-screen'), (m) => m.DashboardScreen)),
  page('/my-patients', 'Patients', screen(() => import('../screens/patients/patients-list-screen'), (m) => m.PatientsListScreen)),
  page('/patients-details', 'Patient Details', screen(() => import('../screens/patient-details/patient-details-screen'), (m) => m.PatientDetailsScreen)),
  page(
    '/register-patient',
    'New Patient',
    screen(() => import('../screens/register-patient/register-patient-screen'), (m) => m.RegisterPatientScreen, 'patient.register'),
  ),
  page(
    '/edit-patient',
    'Edit Patient',
    screen(() => import('../screens/register-patient/edit-patient-screen'), (m) => m.EditPatientScreen, 'patient.register'),
  ),
  page('/appointments', 'Appointments', screen(() => import('../screens/appointments/appointments-screen'), (m) => m.AppointmentsScreen)),
  page('/inventory', 'Inventory', screen(() => import('../screens/inventory/inventory-screen'), (m) => m.InventoryScreen, 'inventory.view')),
  page('/dispensary', 'Dispensary', screen(() => import('../screens/dispensary/dispensary-screen'), (m) => m.DispensaryScreen, 'dispensary.view')),
  page('/case-history/:appointmentId', 'Case History', section('case-history')),
  page('/visual-acuity/:appointmentId', 'Visual Acuity', section('visual-acuity')),
  page('/externals/:appointmentId', 'Externals', section('externals')),
  page('/internals/:appointmentId', 'Internals', section('internals')),
  page('/refraction/:appointmentId', 'Refraction', section('refraction')),
  page('/extra-tests/:appointmentId', 'Extra Tests', section('extra-tests')),
  page('/diagnosis', 'Diagnosis', section('diagnosis')),
  page('/management', 'Management', section('management')),
  page(
    '/createAppointment',
    'Book Appointment',
    screen(() => import('../screens/book-appointment/book-appointment-screen'), (m) => m.BookAppointmentScreen, 'appointment.book'),
  ),
  page(
    '/consultation/:appointmentId',
    'Consultation',
    screen(() => import('../screens/consultation/consultation-screen'), (m) => m.ConsultationScreen, 'appointment.consult'),
  ),
  page('/patients/search', 'Search Results', screen(() => import('../screens/patients/patient-search-screen'), (m) => m.PatientSearchScreen)),
  page(
    '/absent-request',
    'Absent Request',
    screen(() => import('../screens/absent-requests/absent-requests-screen'), (m) => m.AbsentRequestsScreen, 'absence.view'),
  ),
  page('/my-portal', 'My Portal', screen(() => import('../screens/my-portal/my-portal-screen'), (m) => m.MyPortalScreen)),
  page('/case-reviews', 'Case Reviews', screen(() => import('../screens/case-reviews/case-reviews-screen'), (m) => m.CaseReviewsScreen, 'reviews.own')),
  page(
    '/clinic-schedule',
    'Clinic Schedule',
    screen(() => import('../screens/clinic-schedule/clinic-schedule-screen'), (m) => m.ClinicScheduleScreen),
  ),
  page(
    '/pending-reviews',
    'Pending Reviews',
    screen(() => import('../screens/pending-reviews/pending-reviews-screen'), (m) => m.PendingReviewsScreen, 'reviews.pending'),
  ),
  page(
    '/reviews/:appointmentId',
    'Case Review',
    screen(() => import('../screens/case-review/case-review-screen'), (m) => m.CaseReviewScreen, 'grading.grade'),
  ),
  page('/reports', 'Reports', screen(() => import('../screens/reports/reports-screen'), (m) => m.ReportsScreen)),
  page('/rubrics', 'Rubrics', screen(() => import('../screens/rubrics/rubrics-screen'), (m) => m.RubricsScreen, 'rubric.edit')),
  page('/users', 'Users', screen(() => import('../screens/users/users-screen'), (m) => m.UsersScreen, 'users.manage')),
  page('/audit-log', 'Audit Log', screen(() => import('../screens/audit-log/audit-log-screen'), (m) => m.AuditLogScreen, 'audit.view')),
  page(
    '/change-password',
    'Change password',
    screen(() => import('../screens/change-password/change-password-screen'), (m) => m.ChangePasswordScreen),
  ),
];

/**
 * Development-only pages: in the dev server and in `vite build --mode review`. Vite replaces the condition with a
 * constant, so a production build drops these routes and their chunks entirely.
 */
export const devRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.MODE === 'review'
    ? [page('/dev/forms', 'Form review', screen(() => import('./dev/forms-review-route'), (m) => m.FormsReviewRoute))]
    : [];

/** The whole route tree: /login is public; everything else needs a user and sits in the layout. */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner label="Loading..." />,
    children: [
      {
        path: '/login',
        handle: { title: 'Login' } satisfies RouteHandle,
        lazy: screen(() => import('../screens/login/login-screen'), (m) => m.LoginScreen),
      },
      {
        // After a sign-in with a one-time password: nobody is signed in until it is changed (no layout, no user).
        path: '/change-password/required',
        handle: { title: 'Change your password' } satisfies RouteHandle,
        lazy: screen(() => import('../screens/change-password/password-change-required-screen'), (m) => m.PasswordChangeRequiredScreen),
      },
      {
        path: '/',
        element: <RequireAuth />,
        // The forms' widget registry starts loading with any signed-in page (never fetched by /login).
        loader: preloadFormsOfSignedInPages,
        children: [
          {
            lazy: screen(() => import('./layout/app-layout'), (m) => m.AppLayout),
            // Errors inside a screen keep the sidebar and top bar.
            children: [{ errorElement: <ErrorPage />, children: [...screenRoutes, ...devRoutes] }],
          },
        ],
      },
    ],
  },
];
