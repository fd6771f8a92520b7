import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppDialog } from '../../../src/ui/app-dialog';

/** A dialog whose form shows after a while (as one waiting for its definition). */
function LoadingFormDialog() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppDialog header="Section marks" visible onHide={() => {}}>
      {ready ? (
        <label>
          Marks <input type="number" />
        </label>
      ) : (
        <p>Loading...</p>
      )}
    </AppDialog>
  );
}

describe('AppDialog', () => {
  it('starts focus in its first field, not on the Close button, also when the field shows later', async () => {
    render(<LoadingFormDialog />);
    const marks = await screen.findByRole('spinbutton', { name: 'Marks' }, { timeout: 3_000 });
    await waitFor(() => expect(marks).toHaveFocus());
  });

  it('without a field, keeps the focus PrimeReact gives (its Close button)', async () => {
    render(
      <AppDialog header="Error" visible onHide={() => {}}>
        <p>Something failed.</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toHaveAttribute('aria-label', 'Close');
  });
});
