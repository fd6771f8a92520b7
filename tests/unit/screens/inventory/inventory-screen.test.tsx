/** /inventory (issue 13): server figures, low-stock marks, the Add and Count dialogs, roles, movements. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventoryItems, StockItem, StockMovement } from '../../../../src/api/inventory';
import { resetClientState } from '../../support/client-state';
import { callsTo, json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 5_000 };

function line(id: number, category: string, sub_category: string, label: string, quantity: number, low_stock_at = 10): StockItem {
  return { id, category, sub_category, label, quantity, low_stock_at, low_stock: quantity <= low_stock_at };
}

/** The opening figures of spec §9, with Eye Drops at `eyeDrops` and Readers low. */
function items(eyeDrops = 40): InventoryItems {
  const medication = [line(1, 'medication', 'tablets', 'Tablets', 30), line(2, 'medication', 'eye_drops', 'Eye Drops', eyeDrops), line(3, 'medication', 'suspension', 'Suspension', 20), line(4, 'medication', 'syrup', 'Syrup', 30)];
  const optics = [line(5, 'optics', 'lens', 'Lens', 40), line(6, 'optics', 'frames', 'Frames', 30), line(7, 'optics', 'readers', 'Readers', 5)];
  const total = (list: StockItem[]) => list.reduce((sum, item) => sum + item.quantity, 0);
  return {
    categories: [
      { key: 'medication', label: 'Medication', total: total(medication), low_stock_count: 0, items: medication },
      { key: 'optics', label: 'Optics', total: total(optics), low_stock_count: 1, items: optics },
    ],
  };
}

function movement(id: number, overrides: Partial<StockMovement> = {}): StockMovement {
  return { id, item: 2, item_label: 'Eye Drops', category: 'medication', change: 40, quantity_after: 40, kind: 'opening', reason: 'Opening stock', actor_name: null, at: '2026-11-20T09:00:00.000Z', patient_name: null, ...overrides };
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('InventoryScreen', () => {
  it('shows the counters the server computed, per category and line', async () => {
    serve('hospital administrator', { '/api/inventory/items/': () => json(items()), '/api/inventory/movements/': () => json({ results: [], count: 0 }) });
    renderApp('/inventory');
    const summary = await screen.findByRole('list', { name: 'Inventory summary' }, SLOW);
    const [medication, optics] = within(summary).getAllByRole('listitem');
    expect(medication).toHaveTextContent('Medication120Tablets 30 · Eye Drops 40 · Suspension 20 · Syrup 30');
    expect(optics).toHaveTextContent('Optics75Lens 40 · Frames 30 · Readers 5');
    expect(optics).toHaveTextContent('1 low on stock');
  });

  it('has Medication and Optics tabs, and marks low stock in words', async () => {
    serve('hospital administrator', { '/api/inventory/items/': () => json(items()), '/api/inventory/movements/': () => json({ results: [], count: 0 }) });
    renderApp('/inventory');
    expect(await screen.findByRole('tab', { name: 'Medication' }, SLOW)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('row', { name: /Eye Drops 40 In stock/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Optics' }));
    expect(screen.getByRole('row', { name: /Readers 5 Low stock/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Frames 30 In stock/ })).toBeInTheDocument();
  });

  it('adds stock: posts the movement, says so, and refreshes the counters', async () => {
    let eyeDrops = 40;
    const fetch = serve('hospital administrator', {
      '/api/inventory/items/': () => json(items(eyeDrops)),
      '/api/inventory/movements/': (_url, init) => {
        if (init.method?.toUpperCase() === 'POST') {
          eyeDrops += 10;
          return json(movement(9, { change: 10, quantity_after: eyeDrops, kind: 'added', reason: 'Delivery', actor_name: 'Ama Owusu' }), 201);
        }
        return json({ results: eyeDrops > 40 ? [movement(9, { change: 10, quantity_after: 50, kind: 'added', reason: 'Delivery', actor_name: 'Ama Owusu' })] : [movement(1)], count: 1 });
      },
    });
    renderApp('/inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Eye Drops' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory Item' });
    expect(within(dialog).getByLabelText('Main Category')).toHaveValue('Medication');
    expect(within(dialog).getByLabelText('Main Category')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveValue('Eye Drops');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Delivery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('10 Eye Drops added.'));
    const [, init] = callsTo(fetch, '/api/inventory/movements/').find(([, i]) => i?.method?.toUpperCase() === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ item: 2, quantity: 10, reason: 'Delivery' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Inventory summary' })).toHaveTextContent('Medication130'));
    expect(screen.getByRole('row', { name: /Eye Drops 50/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Inventory Item' })).not.toBeInTheDocument();
    const movements = screen.getByRole('table', { name: 'Recent movements' });
    expect(await within(movements).findByText('Delivery')).toBeInTheDocument();
    expect(within(movements).getByText('+10')).toBeInTheDocument();
    expect(within(movements).getByText('Ama Owusu')).toBeInTheDocument();
  });

  it.each([
    [{ detail: 'You do not have permission to perform this action.' }, 403, 'You do not have permission to perform this action.'],
    [{ quantity: ['Enter a quantity of at most 10000.'] }, 400, 'Enter a quantity of at most 10000.'],
  ])('keeps the dialog open with the server\'s message when adding fails (%j)', async (body, status, message) => {
    serve('hospital administrator', {
      '/api/inventory/items/': () => json(items()),
      '/api/inventory/movements/': (_url, init) => (init.method?.toUpperCase() === 'POST' ? json(body, status) : json({ results: [], count: 0 })),
    });
    renderApp('/inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tablets' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory Item' });
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Inventory Item' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Inventory summary' })).toHaveTextContent('Medication120');
  });

  it('asks for a quantity before posting', async () => {
    const fetch = serve('hospital administrator', { '/api/inventory/items/': () => json(items()), '/api/inventory/movements/': () => json({ results: [], count: 0 }) });
    renderApp('/inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tablets' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inventory Item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the quantity to add.');
    expect(callsTo(fetch, '/api/inventory/movements/').some(([, i]) => i?.method?.toUpperCase() === 'POST')).toBe(false);
  });

  it('records a stock count: posts it, says what changed, refreshes the counters and lists it as a stock count', async () => {
    let eyeDrops = 50;
    const counted = movement(10, { change: -2, quantity_after: 48, kind: 'counted', reason: 'Two bottles broken', actor_name: 'Ama Owusu' });
    const fetch = serve('hospital administrator', {
      '/api/inventory/items/': () => json(items(eyeDrops)),
      '/api/inventory/counts/': () => {
        eyeDrops = 48;
        return json({ ...counted, item: line(2, 'medication', 'eye_drops', 'Eye Drops', 48) }, 201);
      },
      '/api/inventory/movements/': () => json({ results: eyeDrops === 48 ? [counted] : [movement(1)], count: 1 }),
    });
    renderApp('/inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Count Eye Drops' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Record Stock Count' });
    expect(within(dialog).getByLabelText('Main Category')).toHaveValue('Medication');
    expect(within(dialog).getByLabelText('Main Category')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveValue('Eye Drops');
    expect(within(dialog).getByLabelText('Sub Category')).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Counted quantity'), '48');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Two bottles broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Count' }));
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('Eye Drops counted: 48 (\u22122).'));
    const [, init] = callsTo(fetch, '/api/inventory/counts/')[0] ?? [];
    expect(init?.method?.toUpperCase()).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ item: 2, counted: 48, reason: 'Two bottles broken' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Inventory summary' })).toHaveTextContent('Medication128'));
    expect(screen.getByRole('row', { name: /Eye Drops 48/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Stock Count' })).not.toBeInTheDocument());
    const movements = screen.getByRole('table', { name: 'Recent movements' });
    expect(await within(movements).findByText('Stock count')).toBeInTheDocument();
    expect(within(movements).getByText('-2')).toBeInTheDocument();
    expect(within(movements).getByText('Two bottles broken')).toBeInTheDocument();
  });

  it('asks for a count and a reason before posting, and keeps the dialog open with the server\'s messages', async () => {
    const fetch = serve('hospital administrator', {
      '/api/inventory/items/': () => json(items()),
      '/api/inventory/counts/': () => json({ reason: ['Enter the reason for the count.'] }, 400),
      '/api/inventory/movements/': () => json({ results: [], count: 0 }),
    });
    renderApp('/inventory');
    await userEvent.click(await screen.findByRole('button', { name: 'Count Tablets' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Record Stock Count' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Count' }));
    expect(await within(dialog).findByText('Enter the quantity counted.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the reason for the count.')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/inventory/counts/')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Counted quantity'), '25');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Count' }));
    await waitFor(() => expect(callsTo(fetch, '/api/inventory/counts/')).toHaveLength(1));
    expect(await within(dialog).findByText('Enter the reason for the count.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record Stock Count' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Inventory summary' })).toHaveTextContent('Medication120');
  });

  it('lets the coordinator read the stock without an Add button', async () => {
    serve('coordinator', { '/api/inventory/items/': () => json(items()), '/api/inventory/movements/': () => json({ results: [movement(1)], count: 1 }) });
    renderApp('/inventory');
    expect(await screen.findByRole('row', { name: /Eye Drops 40/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Count/ })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: 'Opening stock' })).not.toHaveLength(0);
  });

  it('is not offered to a student', async () => {
    serve('student', {});
    renderApp('/inventory');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  });
});
