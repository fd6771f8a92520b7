import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { patient, serve } from './support';

const SLOW = { timeout: 5_000 };
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Patients list while a page loads', () => {
  it('says which page is loading while the previous one stays, and drops the notice once it arrives', async () => {
    let answerPage2: (response: Response) => void = () => {};
    serve('hospital administrator', {
      '/api/clients/api/patients/': (url) => {
        if (url.searchParams.get('page') === '1') return json({ results: [patient(1)], count: 15 });
        return new Promise<Response>((resolve) => (answerPage2 = resolve)) as unknown as Response;
      },
    });
    renderApp('/my-patients');
    expect(await screen.findByText('Ama Owusu1', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Loading page/)).toBeNull();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Patients pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Loading page 2...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: 'Patients' })).toHaveAttribute('aria-busy', 'true');

    answerPage2(json({ results: [patient(11), patient(12)], count: 15 }));
    expect(await screen.findByText('Ama Owusu12')).toBeInTheDocument();
    expect(rowsOf('Patients')).toHaveLength(2);
    expect(screen.queryByText('Loading page 2...')).toBeNull();
    expect(screen.getByRole('table', { name: 'Patients' })).not.toHaveAttribute('aria-busy');
  });
});
