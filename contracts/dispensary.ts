/** Contracts of the dispensary routes (issue 13, design "Dispensary — API"; docs/api.md "Dispensary"). */
import { closedObject, INT, NULLABLE_TEXT, pagedContract, ref, TEXT } from './shapes';

export const ITEM_KEY_LENGTH = 64;
export const DISPENSE_STATUSES = ['pending', 'dispensed', 'not_stocked'] as const;

/** One eye's line of a spectacle prescription, each value as written in the plan ('+1.25'); null when not recorded. */
const RX_LINE = closedObject('RxLine', { sph: NULLABLE_TEXT(16), cyl: NULLABLE_TEXT(16), axis: NULLABLE_TEXT(16), add: NULLABLE_TEXT(16) });

export const SpectacleRx = {
  $id: 'SpectacleRx',
  ...closedObject(null, { od: RX_LINE, os: RX_LINE }, "The plan's spectacle prescription per eye (OD right, OS left)."),
} as const;

export const DispensaryItem = {
  $id: 'DispensaryItem',
  ...closedObject(null, {
    key: { ...TEXT(ITEM_KEY_LENGTH), description: '`medication:<medication id>` or `correction:<type>`.' },
    label: TEXT(250),
    detail: { ...NULLABLE_TEXT(500), description: 'Dosage and eye for a medication; null otherwise.' },
    needs: {
      type: 'array',
      maxItems: 10,
      description: 'The stock it takes (config/inventory.json "dispensing"); empty when not stocked.',
      items: closedObject('PlanNeed', { item_id: INT, label: TEXT(64), quantity: INT, in_stock: INT }),
    },
    status: { type: 'string', enum: [...DISPENSE_STATUSES] },
    dispensed_by_name: NULLABLE_TEXT(301),
    dispensed_at: { type: ['string', 'null'], format: 'date-time' },
    prescription: {
      anyOf: [ref('SpectacleRx'), { type: 'null' }],
      description: 'For `correction:Spectacles`: the SPH, CYL, AXIS and ADD per eye to make the lenses to; null otherwise.',
    },
  }, 'One item of a management plan.'),
} as const;

export const DispensaryQueueEntry = {
  $id: 'DispensaryQueueEntry',
  ...closedObject(null, {
    appointment: INT,
    appointment_date: TEXT(10),
    patient: INT,
    patient_id: TEXT(32),
    patient_name: TEXT(301),
    items: { type: 'array', maxItems: 200, items: ref('DispensaryItem') },
  }, 'One completed consultation with something left to dispense.'),
} as const;

export const DispensaryQueueEntryPage = pagedContract('DispensaryQueueEntryPage', 'DispensaryQueueEntry');

export const Dispensed = {
  $id: 'Dispensed',
  ...closedObject(null, {
    id: INT,
    appointment: INT,
    patient: INT,
    item: TEXT(ITEM_KEY_LENGTH),
    label: TEXT(250),
    movements: {
      type: 'array',
      maxItems: 10,
      items: closedObject('DispensedMovement', { item_id: INT, label: TEXT(64), change: INT, quantity_after: INT }),
    },
    dispensed_by_name: TEXT(301),
    dispensed_at: { type: 'string', format: 'date-time' },
  }),
} as const;

export const Dispensing = {
  $id: 'Dispensing',
  ...closedObject(null, {
    id: INT,
    appointment: INT,
    patient: INT,
    patient_id: TEXT(32),
    patient_name: TEXT(301),
    item: TEXT(ITEM_KEY_LENGTH),
    label: TEXT(250),
    dispensed_by_name: TEXT(301),
    dispensed_at: { type: 'string', format: 'date-time' },
  }),
} as const;

export const DispensingPage = pagedContract('DispensingPage', 'Dispensing');

export const DispenseRequest = {
  $id: 'DispenseRequest',
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

export const DISPENSARY_CONTRACTS = [
  SpectacleRx,
  DispensaryItem,
  DispensaryQueueEntry,
  DispensaryQueueEntryPage,
  Dispensed,
  Dispensing,
  DispensingPage,
  DispenseRequest,
];
