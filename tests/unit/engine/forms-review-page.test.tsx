import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FormsReviewPage } from '../../../src/engine/review/forms-review-page';
import { useFormDefinition } from '../../../src/engine/use-form-definition';

function renderPage(path: string, loadFormContext?: () => Promise<object>) {
  const router = createMemoryRouter([{ path: '/dev/forms', element: <FormsReviewPage loadFormContext={loadFormContext} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FormsReviewPage', () => {
  it('lists every form of the catalogue', async () => {
    renderPage('/dev/forms');
    const nav = screen.getByRole('navigation', { name: 'Forms' });
    expect(await within(nav).findByRole('link', { name: 'absent-request' })).toBeInTheDocument();
    expect(screen.getByText('Choose a form.')).toBeInTheDocument();
  });

  it('renders a chosen fixture, checks it and shows what a submit sends', async () => {
    const loadFormContext = vi.fn(async () => ({}));
    renderPage('/dev/forms?form=absent-request&fixture=valid-basic', loadFormContext);
    expect(await screen.findByRole('textbox', { name: 'Reason' })).toHaveValue('Conference');
    expect(loadFormContext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Fixture check' })).toHaveTextContent('valid-basic: behaves as expected');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), ' trip');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('Valid: the form would save this data.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByLabelText('Submitted data').textContent ?? '')).toEqual({
      from_date: '2026-12-01',
      to_date: '2026-12-03',
      reason: 'Conference trip',
    });
  });

  it('reports the expected messages of an invalid fixture and switches to read-only', async () => {
    const router = renderPage('/dev/forms?form=absent-request&fixture=invalid-missing');
    const report = await screen.findByRole('region', { name: 'Fixture check' });
    expect(report).toHaveTextContent('invalid-missing: behaves as expected');
    expect(within(report).getByText('to_date')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Read-only');
    await waitFor(() => expect(router.state.location.search).toContain('mode=readonly'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument());
    expect(screen.getByText('1 Dec 2026')).toBeInTheDocument();
  });

  it('says "No changes detected" when the loaded data is submitted unchanged', async () => {
    renderPage('/dev/forms?form=absent-request&fixture=valid-basic');
    await screen.findByRole('textbox', { name: 'Reason' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('No changes detected')).toBeInTheDocument();
  });
});

function DefinitionProbe({ id }: { id: string }) {
  const state = useFormDefinition(id);
  return <p>{state.status === 'ready' ? `ready ${state.form.id} v${state.form.version}` : state.status === 'error' ? state.error.message : 'loading'}</p>;
}

describe('useFormDefinition', () => {
  it('loads a form from the catalogue, and reports an unknown one', async () => {
    render(<DefinitionProbe id="absent-request" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ready absent-request v1.0.0')).toBeInTheDocument();
    render(<DefinitionProbe id="no-such-form" />);
    expect(await screen.findByText('Unknown form "no-such-form"')).toBeInTheDocument();
  });
});
