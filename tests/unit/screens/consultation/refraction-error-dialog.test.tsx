import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RefractionErrorDialog } from '../../../../src/screens/consultation/sections/refraction-error-dialog';

function Harness() {
  const [visible, setVisible] = useState(true);
  return <RefractionErrorDialog visible={visible} onClose={() => setVisible(false)} />;
}

describe('RefractionErrorDialog', () => {
  it("is titled 'Error', says the failure text, and closes with Close", async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to save refraction results. Please try again.');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    render(<Harness />);
    await screen.findByRole('dialog', { name: 'Error' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });
});
