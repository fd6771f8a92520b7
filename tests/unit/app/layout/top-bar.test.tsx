import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/api/auth-store';
import { reportAnswered, reportUnreachable } from '../../../../src/api/connectivity';
import { TopBar } from '../../../../src/app/layout/top-bar';
import { RoleProvider } from '../../../../src/ui/role-gate';
import { ToastProvider } from '../../../../src/ui/toast-provider';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, userWithRole } from '../../support/client-state';

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderTopBar(user: User | null) {
  const element = (
    <ToastProvider>
      <RoleProvider role={user?.role}>
        <TopBar user={user} />
        <Where />
      </RoleProvider>
    </ToastProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => resetClientState());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TopBar greeting', () => {
  it.each([
    ['2025-03-10T08:30:00', 'Good Morning, Ama'],
    ['2025-03-10T12:00:00', 'Good Afternoon, Ama'],
    ['2025-03-10T19:45:00', 'Good Evening, Ama'],
  ])('at %s says %s', (time, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(time));
    renderTopBar(userWithRole('student', 'Ama'));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says 'Loading user...' while the user is unknown", () => {
    renderTopBar(null);
    expect(screen.getByText('Loading user...')).toBeInTheDocument();
  });
});

describe('TopBar Add New Patient', () => {
  it.each(['systems administrator', 'lecturer', 'student', 'coordinator'])('is hidden from %s', (role) => {
    renderTopBar(userWithRole(role));
    expect(screen.queryByRole('button', { name: 'Add New Patient' })).not.toBeInTheDocument();
  });

  it('is shown to the hospital administrator and opens the new patient page', async () => {
    renderTopBar(userWithRole('hospital administrator'));
    await userEvent.click(screen.getByRole('button', { name: 'Add New Patient' }));
    expect(screen.getByText('At /register-patient')).toBeInTheDocument();
  });
});

describe('TopBar patient search', () => {
  it('does nothing for blank text', async () => {
    const fetch = stubFetch(() => json([]));
    renderTopBar(userWithRole('student'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Patients' }), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('At /')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches for the trimmed query, goes to /patients/search and says when the search is done', async () => {
    const fetch = stubFetch(() => json([]));
    renderTopBar(userWithRole('student'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Patients' }), '  Ama Owusu {Enter}');
    expect(screen.getByText('At /patients/search?query=Ama%20Owusu')).toBeInTheDocument();
    expect(await screen.findByText('Search completed successfully!')).toBeInTheDocument();
    const [url] = callsTo(fetch, '/api/clients/api/search/')[0]!;
    expect(new URL(url, 'http://localhost').searchParams.get('search')).toBe('Ama Owusu');
  });

  it('says when the search failed', async () => {
    stubFetch(() => json({ detail: 'Boom' }, 500));
    renderTopBar(userWithRole('student'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Patients' }), 'ama{Enter}');
    expect(await screen.findByText('Failed to fetch search results.')).toBeInTheDocument();
  });
});

describe('TopBar avatar menu', () => {
  it("shows the initials, or 'U'", () => {
    renderTopBar(userWithRole('student', 'ama', 'owusu'));
    expect(screen.getByRole('button', { name: 'AO, account menu' })).toHaveTextContent('AO');
  });

  it("shows 'U' without names", () => {
    renderTopBar(userWithRole('student', '', ''));
    expect(screen.getByRole('button', { name: 'U, account menu' })).toHaveTextContent('U');
  });

  it('opens a menu with Change password and Logout, walked with the arrow keys; Escape closes it and returns focus', async () => {
    renderTopBar(userWithRole('student'));
    const trigger = screen.getByRole('button', { name: /, account menu$/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Change password goes to /change-password and closes the menu', async () => {
    renderTopBar(userWithRole('student'));
    await userEvent.click(screen.getByRole('button', { name: /, account menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change password' }));
    expect(screen.getByText('At /change-password')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    renderTopBar(userWithRole('student'));
    await userEvent.click(screen.getByRole('button', { name: /, account menu$/ }));
    await userEvent.click(screen.getByText('At /'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when focus leaves it with Tab', async () => {
    renderTopBar(userWithRole('student'));
    await userEvent.click(screen.getByRole('button', { name: /, account menu$/ }));
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('TopBar navigation drawer (below 1024 px)', () => {
  const open = async () => {
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'Main' });
    expect(drawer).toHaveAttribute('id', menu.getAttribute('aria-controls'));
    return { menu, drawer };
  };

  it("shows the role's entries with their labels and focuses the first; Escape closes it and returns focus", async () => {
    stubFetch(() => json({}, 404));
    renderTopBar(userWithRole('student'));
    const { menu, drawer } = await open();
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/--$/, ''))).toEqual([
      'Dashboard',
      'Patients',
      'Appointments',
      'My Portal',
      'Case Reviews',
      'Clinic Schedule',
      'Absent Request',
      'Reports',
    ]);
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    stubFetch(() => json({}, 404));
    renderTopBar(userWithRole('student'));
    await open();
    await userEvent.click(screen.getByText('At /'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes after an entry is chosen, which navigates', async () => {
    stubFetch(() => json({}, 404));
    renderTopBar(userWithRole('student'));
    const { menu, drawer } = await open();
    await userEvent.click(within(drawer).getByRole('link', { name: /^Patients/ }));
    expect(screen.getByText('At /my-patients')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });
});

describe('TopBar Offline indicator', () => {
  const offlineStatus = () => screen.getAllByRole('status').find((status) => status.textContent?.includes('Offline'));

  it("says 'Offline' while the browser is offline, and nothing once it is back online", () => {
    renderTopBar(userWithRole('student'));
    expect(offlineStatus()).toBeUndefined();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(offlineStatus()).toHaveTextContent('Offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(offlineStatus()).toBeUndefined();
    onLine.mockRestore();
  });

  it("says 'Offline' once a request could not reach the server, until the server answers again", () => {
    renderTopBar(userWithRole('student'));
    act(() => reportUnreachable());
    expect(offlineStatus()).toHaveTextContent('Offline');
    act(() => reportAnswered());
    expect(offlineStatus()).toBeUndefined();
  });
});
