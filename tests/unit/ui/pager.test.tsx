/** The pager (platform §2.14): Back, a window of 5 numbered pages with the first and last and ellipses, Next. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../src/ui/pager';

function renderPager(page: number, totalPages: number) {
  const onPage = vi.fn();
  const view = render(<Pager page={page} totalPages={totalPages} onPage={onPage} label="Patients" />);
  return { onPage, view };
}

/** What the pager shows, left to right: its buttons' texts and its ellipses. */
function shown(page: number, totalPages: number): string {
  renderPager(page, totalPages);
  const nav = screen.getByRole('navigation', { name: 'Patients pages' });
  const entries = Array.from(nav.querySelectorAll('button, .pager-gap'), (entry) => entry.textContent);
  return entries.join(' ');
}

describe('Pager', () => {
  it('shows every page when there are 5 or fewer, and nothing for one page', () => {
    expect(shown(3, 5)).toBe('Back 1 2 3 4 5 Next');
    const { view } = renderPager(1, 1);
    expect(view.container).toBeEmptyDOMElement();
  });

  it.each([
    [1, 20, 'Back 1 2 3 4 5 … 20 Next'],
    [10, 20, 'Back 1 … 8 9 10 11 12 … 20 Next'],
    [20, 20, 'Back 1 … 16 17 18 19 20 Next'],
    [4, 20, 'Back 1 2 3 4 5 6 … 20 Next'],
    [6, 7, 'Back 1 … 3 4 5 6 7 Next'],
  ])('page %i of %i: a window of 5 around it, with the first and last and ellipses', (page, total, expected) => {
    expect(shown(page, total)).toBe(expected);
  });

  it('names every page button, marks the current page, and hides the ellipses from assistive technology', () => {
    renderPager(10, 20);
    const nav = screen.getByRole('navigation', { name: 'Patients pages' });
    expect(within(nav).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Back', 'Page 1', 'Page 8', 'Page 9', 'Page 10', 'Page 11', 'Page 12', 'Page 20', 'Next',
    ]);
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    for (const gap of nav.querySelectorAll('.pager-gap')) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('Back is disabled on the first page, Next on the last', () => {
    renderPager(1, 3);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves by the keyboard: Tab reaches each button and Enter or Space pages, the first and last included', async () => {
    const { onPage } = renderPager(10, 20);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(9);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPage).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 9' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(9);
    screen.getByRole('button', { name: 'Page 20' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(20);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(11);
  });
});
