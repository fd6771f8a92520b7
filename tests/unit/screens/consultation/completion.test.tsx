import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsultationCompleted } from '../../../../src/screens/consultation/completion';

function renderCompleted() {
  const router = createMemoryRouter(
    [
      { path: '/consultation/5', element: <ConsultationCompleted /> },
      { path: '/appointments', element: <h1>Appointments</h1> },
      { path: '/', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/consultation/5'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Consultation Completed', () => {
  it("says 'Consultation Completed' and takes focus there", () => {
    renderCompleted();
    const heading = screen.getByRole('heading', { name: 'Consultation Completed' });
    expect(heading).toHaveFocus();
  });

  it("leads to /appointments with 'Attend to Next Patient'", async () => {
    const router = renderCompleted();
    await userEvent.click(screen.getByRole('link', { name: 'Attend to Next Patient' }));
    expect(router.state.location.pathname).toBe('/appointments');
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
  });

  it("leads to the dashboard with 'Go to Dashboard'", async () => {
    const router = renderCompleted();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
