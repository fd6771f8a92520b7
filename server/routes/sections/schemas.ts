/** Route schemas shared by the consultation section routes (ids: server/http/ids.ts). */
/** Body schema of a section write: a JSON object; the form's schema (run by the handler) says the rest. */
export function sectionBodySchema(formId: string) {
  return {
    // Named in the OpenAPI document after its form: case-history → CaseHistoryPayload.
    title: `${formId.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Payload`,
    type: 'object',
    // Every form's fields and the read answer's keys fit many times over; the form's schema says the rest.
    maxProperties: 100,
    description:
      `The section payload of the "${formId}" form (docs/server.md, "Section records"). It is read back into form ` +
      `data with the form's adapter and validated against schemas/${formId}/schema.json: unknown fields are refused.`,
  } as const;
}

/** A stored section as answered: the payload, plus the record's id and save time. */
export const sectionRecordSchema = {
  title: 'SectionRecord',
  type: 'object',
  description: 'The stored payload of the section, with the id and save time of this version of the record.',
  properties: {
    id: { type: 'integer', description: 'Record id (each save makes a new record).' },
    saved_at: { type: 'string', description: 'ISO 8601 UTC time of the save.' },
    saved_by_name: {
      type: 'string',
      description: 'Who saved this version, "First Last" (on reads; a save\'s answer leaves it out).',
    },
  },
  required: ['id', 'saved_at'],
  additionalProperties: true,
} as const;

/** `average_marks` of a section read (server/services/section-marks.ts). */
export const averageMarksProperty = {
  type: ['number', 'null'],
  description: 'The mean of the marks lecturers gave this section of the appointment, to 2 decimals; null when none.',
} as const;

/** The same, for read answers, which also carry the section's `average_marks`. */
export const gradedSectionRecordSchema = {
  ...sectionRecordSchema,
  title: 'GradedSectionRecord',
  properties: {
    ...sectionRecordSchema.properties,
    average_marks: averageMarksProperty,
  },
  required: [...sectionRecordSchema.required, 'average_marks'],
} as const;
