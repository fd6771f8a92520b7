/** /patients/search: how many patients were found, and why a row matched when the list does not show it. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { patient, serve } from './support';

const SLOW = { timeout: 5_000 };
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Patient search results explain themselves', () => {
  it('shows the count of patients found, and the other names of a row that matched there', async () => {
    serve('student', {
      '/api/clients/api/search/': () =>
        json([
          patient(1, { last_name: 'Mensah', matched_on: ['name'] }),
          patient(2, { first_name: 'Kojo', last_name: 'Adjei', otherNames: 'Yaa Mensah', matched_on: ['other_names'] }),
        ]),
    });
    renderApp('/patients/search?query=mensah');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for "mensah"' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('2 patients found')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Search results')).toHaveLength(2));
    const [byName, byOther] = rowsOf('Search results');
    expect(within(byName!).queryByText(/Matched:/)).not.toBeInTheDocument();
    expect(within(byOther!).getByText('Matched: other names (Yaa Mensah)')).toBeInTheDocument();
  });

  it("says '1 patient found' for one, and only 'No patients found.' for none", async () => {
    serve('student', { '/api/clients/api/search/': (url) => json(url.searchParams.get('search') === 'one' ? [patient(1)] : []) });
    const { router } = renderApp('/patients/search?query=one');
    expect(await screen.findByText('1 patient found', undefined, SLOW)).toBeInTheDocument();
    await router.navigate('/patients/search?query=none');
    expect(await screen.findByText('No patients found.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/patients? found$/)).not.toBeInTheDocument();
  });
});
