/** Demo figures of spec §9, hard-coded until the inventory has a server. */

export interface StockLine {
  key: string;
  label: string;
  quantity: number;
}

export interface StockCategory {
  key: 'medication' | 'optics';
  label: string;
  total: number;
  lines: StockLine[];
}

export const INVENTORY: readonly StockCategory[] = [
  {
    key: 'medication',
    label: 'Medication',
    total: 120,
    lines: [
      { key: 'tablets', label: 'Tablets', quantity: 30 },
      { key: 'eyeDrops', label: 'Eye Drops', quantity: 40 },
      { key: 'suspension', label: 'Suspension', quantity: 20 },
      { key: 'syrup', label: 'Syrup', quantity: 30 },
    ],
  },
  {
    key: 'optics',
    label: 'Optics',
    total: 90,
    lines: [
      { key: 'lens', label: 'Lens', quantity: 40 },
      { key: 'frames', label: 'Frames', quantity: 30 },
      { key: 'readers', label: 'Readers', quantity: 20 },
    ],
  },
];
