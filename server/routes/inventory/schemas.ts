/** Route schemas of the inventory (issue 13, design "Inventory — API"). */
import { MOVEMENTS_PAGE_SIZE } from '../../services/inventory';
import { pagingQuerySchema } from '../../http/paging';
import { closedObject, INT, TEXT } from '../../../contracts/shapes';
import { ID_PATTERN } from '../../http/ids';

export const stockItemSchema = closedObject('StockItem', {
  id: INT,
  category: { ...TEXT(32), description: 'The category key (config/inventory.json), e.g. medication.' },
  sub_category: { ...TEXT(32), description: 'The stock line key within the category, e.g. eye_drops.' },
  label: TEXT(64),
  quantity: { type: 'integer', minimum: 0 },
  low_stock_at: { ...INT, description: 'At or below this quantity the line is low.' },
  low_stock: { type: 'boolean', description: 'quantity <= low_stock_at.' },
});

export const stockItemsSchema = closedObject('StockItems', {
  categories: {
    type: 'array',
    maxItems: 20,
    description: 'In the order of config/inventory.json.',
    items: closedObject(null, {
      key: TEXT(32),
      label: TEXT(64),
      total: { ...INT, description: 'The sum of the quantities of its lines.' },
      low_stock_count: { ...INT, description: 'How many of its lines are low.' },
      items: { type: 'array', maxItems: 50, items: stockItemSchema },
    }),
  },
});

/**
 * A movement an addition or a count made is answered with every other property of its form's document beside these
 * (a property added to the stock-addition or stock-count schema, with its type; server/services/form-documents.ts).
 */
const withFormProperties = <T extends object>(schema: T) => ({ ...schema, additionalProperties: true }) as const;

export const addedMovementSchema = withFormProperties(closedObject('StockAddition', {
  id: INT,
  item: stockItemSchema,
  change: INT,
  quantity_after: INT,
  kind: { type: 'string', enum: ['added'] },
  reason: TEXT(200),
  actor_name: TEXT(301),
  at: { type: 'string', format: 'date-time' },
}));

export const countedMovementSchema = withFormProperties(closedObject('StockCount', {
  id: INT,
  item: stockItemSchema,
  change: { ...INT, description: 'The quantity counted minus the quantity recorded before (0 when they agreed).' },
  quantity_after: { ...INT, description: 'The quantity counted.' },
  kind: { type: 'string', enum: ['counted'] },
  reason: TEXT(200),
  actor_name: TEXT(301),
  at: { type: 'string', format: 'date-time' },
}));

export const movementSchema = withFormProperties(closedObject('StockMovement', {
  id: INT,
  item: { ...INT, description: 'The stock line id.' },
  item_label: TEXT(64),
  category: TEXT(32),
  change: { ...INT, description: 'Positive when added, negative when handed out; for a count, counted minus the quantity before.' },
  quantity_after: INT,
  kind: { type: 'string', enum: ['opening', 'added', 'dispensed', 'counted'] },
  reason: TEXT(250),
  actor_name: { type: ['string', 'null'], maxLength: 301, description: 'Null for the opening stock.' },
  at: { type: 'string', format: 'date-time' },
  patient_name: { type: ['string', 'null'], maxLength: 301, description: 'Who it was dispensed to; null otherwise.' },
}));

/** Body of POST /api/inventory/movements/: checked by the handler against schemas/stock-addition. */
export const stockAdditionBodySchema = {
  title: 'StockAdditionRequest',
  type: 'object',
  description:
    'The stock-addition form (schemas/stock-addition/schema.json): item (the stock line id, or its id text), quantity ' +
    '(a whole number from 1 to 10000) and an optional reason (at most 200 characters). Unknown fields are refused.',
  maxProperties: 20,
} as const;

/** Body of POST /api/inventory/counts/: checked by the handler against schemas/stock-count. */
export const stockCountBodySchema = {
  title: 'StockCountRequest',
  type: 'object',
  description:
    'The stock-count form (schemas/stock-count/schema.json): item (the stock line id, or its id text), counted (a ' +
    'whole number from 0 to 1000000) and a required reason (1 to 200 characters, not blank). Unknown fields are refused.',
  maxProperties: 20,
} as const;

export const movementsQuerySchema = {
  type: 'object',
  properties: {
    item: {
      type: 'string',
      pattern: ID_PATTERN,
      maxLength: 10,
      description: 'Only the movements of this stock line.',
      errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
    },
    ...pagingQuerySchema(MOVEMENTS_PAGE_SIZE).properties,
  },
  additionalProperties: false,
} as const;
