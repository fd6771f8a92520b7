/**
 * Response schemas of the section reads answered in the read shapes of consultation §3 (case history,
 * Oculo-Medical History, external and internal observations). The fields of the spec are declared; every other
 * stored property (one added to a form's schema) goes through as stored (`additionalProperties: true`).
 */
import { averageMarksProperty, sectionRecordSchema } from './schemas';

const nullableText = { type: ['string', 'null'] } as const;

/** A recorded condition input as read back, with the name of its condition. */
export const conditionDetailReadSchema = {
  title: 'ConditionDetail',
  type: 'object',
  properties: {
    condition: { type: 'integer', description: 'The condition id.' },
    condition_name: { ...nullableText, description: "The condition's name (null if the id names no condition)." },
    affected_eye: { type: ['string', 'null'], enum: ['OD', 'OS', null], description: 'OD, OS, or null when not per eye.' },
    field_type: { type: 'string', description: 'text, dropdown, grading, checkbox or notes.' },
    value: { type: 'string', description: "The recorded value (checkbox: 'true' or 'false')." },
  },
  required: ['condition', 'condition_name', 'affected_eye', 'field_type', 'value'],
  // Every member of the stored detail, as stored (a property added to the detail's schema).
  additionalProperties: true,
} as const;

const detailList = { type: 'array', items: conditionDetailReadSchema } as const;
const textList = { type: 'array', items: { type: 'string' } } as const;

export const caseHistoryReadSchema = {
  title: 'CaseHistory',
  type: 'object',
  description: 'The current case history of the appointment; each condition detail with its condition_name.',
  properties: {
    ...sectionRecordSchema.properties,
    appointment: { type: 'integer' },
    chief_complaint: { type: 'string' },
    condition_details: detailList,
    average_marks: averageMarksProperty,
  },
  required: ['id', 'saved_at', 'appointment', 'chief_complaint', 'condition_details', 'average_marks'],
  // Any other property of the form's schema, as stored (a property added to schemas/case-history).
  additionalProperties: true,
} as const;

export const patientHistoryReadSchema = {
  title: 'OculoMedicalHistory',
  type: 'object',
  description:
    "The patient's latest Oculo-Medical History in the read shape of consultation §3. Drug, allergy and social " +
    'history are lists of the entry names, and their notes lists of the same length (the notes of the entry at ' +
    "the same position, '' for none); each condition detail carries its condition_name. A member added to the " +
    'entries is answered the same way, as a list named with the prefix of its kind (`drug_<member>`, ' +
    "`allergy_<member>`, `social_<member>`), null where an entry does not have it.",
  properties: {
    ...sectionRecordSchema.properties,
    patient: { type: 'integer' },
    appointment: { type: 'integer', description: 'The appointment the history was recorded at.' },
    last_eye_examination: nullableText,
    drug_history: textList,
    drug_notes: textList,
    allergies: textList,
    allergy_notes: textList,
    social_history: textList,
    social_notes: textList,
    medical_history: detailList,
    ocular_history: detailList,
    family_medical_history: detailList,
    family_ocular_history: detailList,
    average_marks: { ...averageMarksProperty, description: 'The average marks of the section at the appointment the history was recorded at.' },
  },
  required: [
    'id',
    'saved_at',
    'patient',
    'appointment',
    'last_eye_examination',
    'drug_history',
    'drug_notes',
    'allergies',
    'allergy_notes',
    'social_history',
    'social_notes',
    'medical_history',
    'ocular_history',
    'family_medical_history',
    'family_ocular_history',
    'average_marks',
  ],
  // Any other property of the form's schema, as stored (a property added to schemas/oculo-medical-history).
  additionalProperties: true,
} as const;

/** The header that carries a section's average marks beside a list answer. */
export const AVERAGE_MARKS_HEADER = 'x-average-marks';

export const observationListSchema = {
  type: 'array',
  description:
    'The current observations of the appointment, one item per recorded input, in the order saved; an empty list ' +
    'when none were saved. `grading` and `notes` repeat `value` for a grading or a notes input (null otherwise). ' +
    'The average marks of the section are on every item and in the X-Average-Marks header (JSON: a number, or ' +
    'null while the section has no marks).',
  items: {
    title: 'Observation',
    type: 'object',
    properties: {
      ...conditionDetailReadSchema.properties,
      field_type: { type: 'string', description: 'grading, notes or dropdown.' },
      grading: nullableText,
      notes: nullableText,
      average_marks: averageMarksProperty,
      saved_at: sectionRecordSchema.properties.saved_at,
      saved_by_name: sectionRecordSchema.properties.saved_by_name,
    },
    required: [...conditionDetailReadSchema.required, 'grading', 'notes', 'average_marks'],
    // Every member of the stored observation and the form-level properties of its record, as stored.
    additionalProperties: true,
  },
} as const;
