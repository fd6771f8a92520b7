/** Route schemas of the dispensary (issue 13, design "Dispensary — API"). */
import { ITEM_KEY_LENGTH } from '../../services/dispensary';
import { closedObject, INT, NULLABLE_TEXT, TEXT } from '../../../contracts/shapes';

const planItemSchema = closedObject('DispensaryItem', {
  key: { ...TEXT(ITEM_KEY_LENGTH), description: '`medication:<medication id>` or `correction:<type>`.' },
  label: TEXT(250),
  detail: { ...NULLABLE_TEXT(500), description: 'Dosage and eye for a medication; null otherwise.' },
  needs: {
    type: 'array',
    maxItems: 10,
    description: 'The stock it takes (config/inventory.json "dispensing"); empty when not stocked.',
    items: closedObject(null, { item_id: INT, label: TEXT(64), quantity: INT, in_stock: INT }),
  },
  status: { type: 'string', enum: ['pending', 'dispensed', 'not_stocked'] },
  dispensed_by_name: NULLABLE_TEXT(301),
  dispensed_at: { type: ['string', 'null'], format: 'date-time' },
});

export const queueEntrySchema = closedObject('DispensaryQueueEntry', {
  appointment: INT,
  appointment_date: TEXT(10),
  patient: INT,
  patient_id: TEXT(32),
  patient_name: TEXT(301),
  items: { type: 'array', maxItems: 200, items: planItemSchema },
});

export const dispensedSchema = closedObject('Dispensed', {
  id: INT,
  appointment: INT,
  patient: INT,
  item: TEXT(ITEM_KEY_LENGTH),
  label: TEXT(250),
  movements: {
    type: 'array',
    maxItems: 10,
    items: closedObject(null, { item_id: INT, label: TEXT(64), change: INT, quantity_after: INT }),
  },
  dispensed_by_name: TEXT(301),
  dispensed_at: { type: 'string', format: 'date-time' },
});

export const dispensingSchema = closedObject('Dispensing', {
  id: INT,
  appointment: INT,
  patient: INT,
  patient_id: TEXT(32),
  patient_name: TEXT(301),
  item: TEXT(ITEM_KEY_LENGTH),
  label: TEXT(250),
  dispensed_by_name: TEXT(301),
  dispensed_at: { type: 'string', format: 'date-time' },
});

export const dispenseBodySchema = {
  title: 'DispenseRequest',
  type: 'object',
  properties: {
    item: {
      type: 'string',
      minLength: 1,
      maxLength: ITEM_KEY_LENGTH,
      description: "The plan item's key, as the queue lists it.",
      errorMessage: {
        type: 'Not a valid string.',
        minLength: 'This field may not be blank.',
        maxLength: `Ensure this field has no more than ${ITEM_KEY_LENGTH} characters.`,
      },
    },
  },
  required: ['item'],
  additionalProperties: false,
  errorMessage: { required: { item: 'This field is required.' } },
} as const;
