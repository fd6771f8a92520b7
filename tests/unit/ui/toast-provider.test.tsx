import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyedToasts, useToast, type ToastKind } from '../../../src/ui/toast-context';
import { TOAST_LIFE_MS, ToastProvider } from '../../../src/ui/toast-provider';

function Trigger({ kind, text }: { kind: ToastKind; text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast[kind](text)}>
      Notify
    </button>
  );
}

function renderToast(kind: ToastKind, text: string) {
  render(
    <ToastProvider>
      <Trigger kind={kind} text={text} />
    </ToastProvider>,
  );
  return screen.getByRole('button', { name: 'Notify' });
}

afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it.each([
    ['success', 'p-toast-message-success'],
    ['loading', 'p-toast-message-info'],
    ['info', 'p-toast-message-info'],
    ['neutral', 'p-toast-message-secondary'],
    ['error', 'p-toast-message-error'],
  ] as [ToastKind, string][])('shows a %s toast top-center, as the spec places it', async (kind, cssClass) => {
    await userEvent.click(renderToast(kind, 'Patient created successfully.'));
    const text = await screen.findByText('Patient created successfully.');
    expect(text.closest('.p-toast-message')).toHaveClass(cssClass);
    expect(text.closest('.p-toast')).toHaveClass('p-toast-top-center');
  });

  it('gives loading toasts a spinner', async () => {
    await userEvent.click(renderToast('loading', 'Logging in...'));
    const text = await screen.findByText('Logging in...');
    expect(text.closest('.p-toast-message')?.querySelector('.pi-spinner')).not.toBeNull();
  });

  it('is dismissed by any key press', async () => {
    await userEvent.click(renderToast('info', 'Searching for patient...'));
    await screen.findByText('Searching for patient...');
    await userEvent.keyboard('{Shift}');
    await vi.waitFor(() => expect(screen.queryByText('Searching for patient...')).not.toBeInTheDocument());
  });

  it('is dismissed by a click on it', async () => {
    await userEvent.click(renderToast('error', 'Failed to fetch search results.'));
    await userEvent.click(await screen.findByText('Failed to fetch search results.'));
    await vi.waitFor(() => expect(screen.queryByText('Failed to fetch search results.')).not.toBeInTheDocument());
  });

  it('lasts 10 seconds', async () => {
    expect(TOAST_LIFE_MS).toBe(10_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(renderToast('success', 'Login successful!'));
    await screen.findByText('Login successful!');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.waitFor(() => expect(screen.queryByText('Login successful!')).not.toBeInTheDocument());
  });

  describe('by key', () => {
    function FormToasts() {
      const form = useKeyedToasts('some-form');
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => form.error('Failed to save.')}>Fail</button>
          <button type="button" onClick={() => form.success('Saved.')}>Succeed</button>
          <button type="button" onClick={() => form.dismiss()}>Dismiss</button>
          <button type="button" onClick={() => toast.info('Something else.')}>Other</button>
        </>
      );
    }
    const texts = () => [...document.querySelectorAll('.p-toast-message')].map((message) => message.textContent?.trim());

    it("replaces a form's failure toast with its next toast, and leaves other toasts alone", async () => {
      render(
        <ToastProvider>
          <FormToasts />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Other' }));
      await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
      await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
      await vi.waitFor(() => expect(texts()).toEqual(['Something else.', 'Failed to save.']));
      await userEvent.click(screen.getByRole('button', { name: 'Succeed' }));
      await vi.waitFor(() => expect(texts()).toEqual(['Something else.', 'Saved.']));
    });

    it("dismisses a form's toast by its key", async () => {
      render(
        <ToastProvider>
          <FormToasts />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Other' }));
      await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
      await vi.waitFor(() => expect(texts()).toEqual(['Something else.', 'Failed to save.']));
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      await vi.waitFor(() => expect(texts()).toEqual(['Something else.']));
    });
  });
});
