import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReview } from '../../../src/api/use-reviews';
import { json, stubFetch } from '../support/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

const REVIEW = { appointment: 5, status: 'returned', timeline: [] };

function Reader({ appointment }: { appointment: number | undefined }) {
  const review = useReview(appointment);
  const shown = review.error ? 'error' : review.data === null ? 'no review' : review.data ? `status ${review.data.status}` : 'loading';
  return <p>{shown}</p>;
}

function renderReader(appointment: number | undefined) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Reader appointment={appointment} />
    </SWRConfig>,
  );
}

describe('useReview', () => {
  it('reads GET /reviews/{appointment}/', async () => {
    const fetch = stubFetch(() => json(REVIEW));
    renderReader(5);
    expect(await screen.findByText('status returned')).toBeInTheDocument();
    expect(new URL(fetch.mock.calls[0]![0] as string, 'http://localhost').pathname).toBe('/api/reviews/5/');
  });

  it.each([404, 403])('answers null, not an error, for %i (never submitted, or not the reader’s)', async (status) => {
    stubFetch(() => json({ detail: 'Not found.' }, status));
    renderReader(5);
    expect(await screen.findByText('no review')).toBeInTheDocument();
  });

  it('keeps every other failure an error', async () => {
    stubFetch(() => json({ detail: 'Server error.' }, 500));
    renderReader(5);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('makes no call without an appointment', () => {
    const fetch = stubFetch(() => json(REVIEW));
    renderReader(undefined);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
