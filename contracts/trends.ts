/**
 * Contracts of a patient's trends and of the values recorded at their previous visit (docs/api.md "Trends and
 * previous values").
 */
import { closedObject } from './shapes';

const visitMembers = {
  date: { type: 'string', description: "The visit's (appointment's) date, YYYY-MM-DD." },
  appointment: { type: 'integer', description: 'The appointment the value was recorded at.' },
  eye: { type: 'string', enum: ['OD', 'OS'], description: 'OD (right eye) or OS (left eye).' },
} as const;

const vaPoint = closedObject(
  'VisualAcuityPoint',
  {
    ...visitMembers,
    notation: { type: 'string', description: 'The unaided distance VA as recorded, e.g. "6/9", "0.18" or "CF".' },
    logmar: {
      type: ['number', 'null'],
      description:
        'The value on the logMAR scale: a Snellen line by the reference conversions, CF/HM/PL/NPL by their ' +
        'conventional low-vision values, a LogMAR value as recorded; null when it cannot be read (another chart).',
    },
  },
  'One eye’s unaided distance visual acuity at one visit.',
);

const iopPoint = closedObject(
  'IopPoint',
  {
    ...visitMembers,
    mmhg: { type: 'number', description: 'The intraocular pressure in mmHg.' },
    method: { type: ['string', 'null'], description: 'How it was measured (Applanation, Tonopen, Non-Contact, Other).' },
  },
  'One eye’s intraocular pressure from one tonometry test.',
);

export const PatientTrends = {
  $id: 'PatientTrends',
  ...closedObject(
    null,
    {
      visual_acuity: { type: 'array', items: vaPoint, description: 'Per eye, oldest visit first.' },
      iop: { type: 'array', items: iopPoint, description: 'Per eye and test, oldest visit first.' },
    },
    "A patient's visual acuity and intraocular pressure over their visits, in visit order (date, then booking).",
  ),
} as const;

export const PreviousRecords = {
  $id: 'PreviousRecords',
  ...closedObject(
    null,
    {
      appointment: { type: ['integer', 'null'], description: 'The previous visit with a record of the section; null when none.' },
      date: { type: ['string', 'null'], description: "That visit's date, YYYY-MM-DD; null when none." },
      records: {
        type: 'array',
        description:
          "The section's records of that visit as form data (the form's schema), newest save first: the current " +
          'record, or every test of a section kept as a list (extra tests). Empty when there is no previous visit.',
        items: { type: 'object', description: "One record's form data.", additionalProperties: true },
      },
    },
    "A consultation section as it was recorded at the patient's latest earlier visit that has it.",
  ),
} as const;

export const TREND_CONTRACTS = [PatientTrends, PreviousRecords];
