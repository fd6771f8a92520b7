/** The case timeline names a reassignment: to whom, by whom, and the reason as its remarks. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewTimeline } from '../../../src/views/review-timeline';

describe('ReviewTimeline', () => {
  it('shows a reassignment with the student it now belongs to and its reason', () => {
    render(
      <ReviewTimeline
        events={[
          {
            at: '2026-03-02T09:30:00.000Z',
            action: 'reassigned',
            by: { id: 5, name: 'Yaw Darko' },
            remarks: 'Logged under the wrong student.',
            student: { id: 9, name: 'Kofi Badu' },
          },
        ]}
      />,
    );
    const entry = within(screen.getByRole('list', { name: 'Timeline' })).getByRole('listitem');
    expect(entry).toHaveTextContent('Yaw Darko');
    expect(entry).toHaveTextContent('Reassigned to Kofi Badu');
    expect(entry).toHaveTextContent('Logged under the wrong student.');
  });
});
