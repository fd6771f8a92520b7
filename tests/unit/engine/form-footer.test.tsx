import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from '../../../src/engine/form-footer';

describe('FormFooter', () => {
  it("names the back button 'Back' with an arrow by default, or by `backLabel` without one", async () => {
    const back = vi.fn();
    const { unmount } = render(<FormFooter submitLabel="Save" busy={false} onBack={back} />);
    const arrow = screen.getByRole('button', { name: 'Back' });
    expect(arrow.querySelector('.pi-arrow-left')).not.toBeNull();
    unmount();
    render(<FormFooter submitLabel="Save Schedule" busy={false} onBack={back} backLabel="Cancel" />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.querySelector('.pi-arrow-left')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(cancel);
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save Schedule' })).toHaveAttribute('type', 'submit');
  });
});
