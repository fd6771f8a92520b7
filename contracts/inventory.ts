/** Contracts of the inventory routes (issue 13, design "Inventory — API"; docs/api.md "Inventory"). */
import { closedObject, INT, pagedContract, ref, TEXT, X_FORM } from './shapes';

/** `counted`: a stock-take set the line to the quantity counted (change = counted − the quantity before). */
export const STOCK_MOVEMENT_KINDS = ['opening', 'added', 'dispensed', 'counted'] as const;

export const StockItem = {
  $id: 'StockItem',
  ...closedObject(null, {
    id: INT,
    category: { ...TEXT(32), description: 'The category key (config/inventory.json), e.g. medication.' },
    sub_category: { ...TEXT(32), description: 'The stock line key within the category, e.g. eye_drops.' },
    label: TEXT(64),
    quantity: { type: 'integer', minimum: 0 },
    low_stock_at: { ...INT, description: 'At or below this quantity the line is low.' },
    low_stock: { type: 'boolean', description: 'quantity <= low_stock_at.' },
  }, 'One stock line (e.g. Medication / Eye Drops).'),
} as const;

export const StockItems = {
  $id: 'StockItems',
  ...closedObject(null, {
    categories: {
      type: 'array',
      maxItems: 20,
      description: 'In the order of config/inventory.json.',
      items: closedObject('StockCategory', {
        key: TEXT(32),
        label: TEXT(64),
        total: { ...INT, description: 'The sum of the quantities of its lines.' },
        low_stock_count: { ...INT, description: 'How many of its lines are low.' },
        items: { type: 'array', maxItems: 50, items: ref('StockItem') },
      }),
    },
  }),
} as const;

/**
 * A movement an addition or a count made: beside these, every other property of its form's document (a property
 * added to the stock-addition or stock-count schema, with its type; server/services/form-documents.ts).
 */
const keptMovement = (id: string, form: string, kind: 'added' | 'counted', properties: Record<string, unknown>) => ({
  $id: id,
  [X_FORM]: form,
  ...closedObject(null, {
    id: INT,
    item: ref('StockItem'),
    change: INT,
    quantity_after: INT,
    kind: { type: 'string', enum: [kind] },
    reason: TEXT(200),
    actor_name: TEXT(301),
    at: { type: 'string', format: 'date-time' },
    ...properties,
  }, `Beside these, every other property of the ${form} form (schemas/${form}) the movement was kept with.`),
  additionalProperties: true,
}) as const;

export const StockAddition = keptMovement('StockAddition', 'stock-addition', 'added', {});

export const StockCount = keptMovement('StockCount', 'stock-count', 'counted', {
  change: { ...INT, description: 'The quantity counted minus the quantity recorded before (0 when they agreed).' },
  quantity_after: { ...INT, description: 'The quantity counted.' },
});

export const StockMovement = {
  $id: 'StockMovement',
  ...closedObject(null, {
    id: INT,
    item: { ...INT, description: 'The stock line id.' },
    item_label: TEXT(64),
    category: TEXT(32),
    change: { ...INT, description: 'Positive when added, negative when handed out; for a count, counted minus the quantity before.' },
    quantity_after: INT,
    kind: { type: 'string', enum: [...STOCK_MOVEMENT_KINDS] },
    reason: TEXT(250),
    actor_name: { type: ['string', 'null'], maxLength: 301, description: 'Null for the opening stock.' },
    at: { type: 'string', format: 'date-time' },
    patient_name: { type: ['string', 'null'], maxLength: 301, description: 'Who it was dispensed to; null otherwise.' },
  }, "An addition's or a count's also has every other property of its form's document (stock-addition, stock-count)."),
  // The form's other properties of an addition or a count, answered from the stored document.
  additionalProperties: true,
} as const;

export const StockMovementPage = pagedContract('StockMovementPage', 'StockMovement');

/** Checked by the handler against schemas/stock-addition (the form's rules and messages). */
export const StockAdditionRequest = {
  $id: 'StockAdditionRequest',
  type: 'object',
  description:
    'The stock-addition form (schemas/stock-addition/schema.json): item (the stock line id, or its id text), quantity ' +
    '(a whole number from 1 to 10000) and an optional reason (at most 200 characters). Unknown fields are refused.',
  [X_FORM]: 'stock-addition',
  maxProperties: 20,
} as const;

/** Checked by the handler against schemas/stock-count (the form's rules and messages). */
export const StockCountRequest = {
  $id: 'StockCountRequest',
  type: 'object',
  description:
    'The stock-count form (schemas/stock-count/schema.json): item (the stock line id, or its id text), counted (a ' +
    'whole number from 0 to 1000000) and a required reason (1 to 200 characters, not blank). Unknown fields are refused.',
  [X_FORM]: 'stock-count',
  maxProperties: 20,
} as const;

export const INVENTORY_CONTRACTS = [
  StockItem,
  StockItems,
  StockAddition,
  StockCount,
  StockMovement,
  StockMovementPage,
  StockAdditionRequest,
  StockCountRequest,
];
