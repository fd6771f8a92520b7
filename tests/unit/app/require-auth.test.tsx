import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../src/api/auth-store';
import { json, stubFetch } from '../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../support/client-state';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  resetClientState();
  stubFetch(() => json({ detail: 'Not found.' }, 404));
});
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a visitor without a user to /login', async () => {
    const { router } = renderApp('/my-patients');
    expect(await screen.findByRole('heading', { name: 'Patient Information Management System' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows a full-page 'Please wait...' while auth is loading", async () => {
    authStore.setState({ loading: true });
    renderApp('/my-patients');
    const spinner = await screen.findByText('Please wait...');
    expect(spinner.closest('[role="status"]')).toHaveClass('page-spinner');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders the screen inside the layout for a signed-in user', async () => {
    signIn(userWithRole('student'));
    renderApp('/my-patients');
    expect(await screen.findByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
