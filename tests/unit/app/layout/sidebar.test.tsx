import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/api/auth-store';
import { Sidebar } from '../../../../src/app/layout/sidebar';
import { json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, userWithRole } from '../../support/client-state';

/** Spec §2.2, entry → path. */
const PATHS: Record<string, string> = {
  Dashboard: '/',
  Patients: '/my-patients',
  Appointments: '/appointments',
  'My Portal': '/my-portal',
  'Pending Reviews': '/pending-reviews',
  'Case Reviews': '/case-reviews',
  'Clinic Schedule': '/clinic-schedule',
  'Absent Request': '/absent-request',
  Reports: '/reports',
  Rubrics: '/rubrics',
  Inventory: '/inventory',
  Dispensary: '/dispensary',
  Users: '/users',
  'Audit Log': '/audit-log',
};
const ALL = ['Dashboard', 'Patients', 'Appointments', 'Clinic Schedule'];

/** Spec §2.2, role → entries (in sidebar order), then Inventory and Dispensary for the roles that read them. */
const EXPECTED: Record<string, string[]> = {
  student: ['Dashboard', 'Patients', 'Appointments', 'My Portal', 'Case Reviews', 'Clinic Schedule', 'Absent Request', 'Reports'],
  lecturer: ['Dashboard', 'Patients', 'Appointments', 'Pending Reviews', 'Clinic Schedule', 'Absent Request', 'Reports', 'Rubrics'],
  'systems administrator': [...ALL, 'Inventory', 'Dispensary', 'Users', 'Audit Log'],
  'hospital administrator': [...ALL, 'Inventory', 'Dispensary'],
  coordinator: [...ALL, 'Inventory'],
};

function renderSidebar(user: User | null) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <Sidebar user={user} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

function entries() {
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  return links.map((link) => ({
    label: Object.keys(PATHS).find((label) => link.textContent?.startsWith(label)),
    href: link.getAttribute('href'),
  }));
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Sidebar', () => {
  it.each(Object.entries(EXPECTED))('shows exactly the entries of %s', (role, labels) => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    renderSidebar(userWithRole(role));
    expect(entries()).toEqual(labels.map((label) => ({ label, href: PATHS[label] })));
    for (const label of labels) {
      expect(screen.getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
  });

  it('compares the role in lower case', () => {
    stubFetch(() => json({}, 404));
    renderSidebar(userWithRole('Lecturer'));
    expect(entries().map((entry) => entry.label)).toEqual(EXPECTED.lecturer);
  });

  it("shows today's appointment count on Appointments, '--' while loading", async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSidebar(userWithRole('student'));
    const link = screen.getByRole('link', { name: /^Appointments/ });
    expect(link).toHaveTextContent('Appointments--');
    answer(json({ today_appointments: { count: 7, data: [] }, pending_appointments: 5, completed_appointments: 2, total_patients: 40 }));
    await vi.waitFor(() => expect(link).toHaveTextContent('Appointments7'));
  });

  it("keeps '--' quietly when the summary fails", async () => {
    const fetch = stubFetch(() => json({ detail: 'Not found.' }, 404));
    renderSidebar(userWithRole('student'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('link', { name: /^Appointments/ })).toHaveTextContent('Appointments--');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the first name in the footer, or 'User', and a Logout button", () => {
    stubFetch(() => json({}, 404));
    const { unmount } = renderSidebar(userWithRole('student', 'Ama'));
    expect(screen.getByText('Ama')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    unmount();
    renderSidebar(userWithRole('student', ''));
    expect(screen.getByText('User')).toBeInTheDocument();
  });
});
