/**
 * One more registration property of each kind (string, number, boolean, enum, a list of nested items), with UI
 * labels and a value of each: what tests add to a copy of the registration schema to show such a property
 * travels from the schema to the server, the database and the screen with no code.
 */

/** The added properties, as a schema author writes them. */
export const ADDED_PROPERTIES: Record<string, object> = {
  referral_note: {
    type: 'string',
    title: 'Referral note',
    maxLength: 12,
    errorMessage: { maxLength: 'Keep the referral note short.' },
  },
  spectacles_owned: {
    type: 'number',
    title: 'Spectacles owned',
    minimum: 0,
    errorMessage: { minimum: 'Cannot be negative.', type: 'Enter a number.' },
  },
  sms_consent: { type: 'boolean', title: 'Consents to SMS reminders' },
  preferred_language: { type: 'string', title: 'Preferred language', enum: ['en', 'tw', 'ee'] },
  guardians: {
    type: 'array',
    title: 'Guardians',
    items: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', title: 'Name' },
        age: { type: 'number', title: 'Age', minimum: 0, errorMessage: { minimum: 'Cannot be negative.' } },
        lives_with: { type: 'boolean', title: 'Lives with the patient' },
      },
    },
  },
};

/** UI labels of the added enum (`ui:enumNames`). */
export const ADDED_UI = { preferred_language: { 'ui:enumNames': ['English', 'Twi', 'Ewe'] } };

/** Values of every added property, each of its own type. */
export const ADDED_VALUES = {
  referral_note: 'From CHPS',
  spectacles_owned: 2.5,
  sms_consent: true,
  preferred_language: 'tw',
  guardians: [{ name: 'Esi Mensah', age: 61, lives_with: false }],
} as const;
