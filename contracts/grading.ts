/**
 * Contracts of the teaching marks (issue 12, "Marks", "Final grading", "Rubrics"): section marks, final gradings and
 * the versions of the grading forms.
 */
import { SECTION_FORM_IDS } from '../src/lib/consultation-sections';
import { averageMarksProperty } from './sections';
import { closedObject, ref, X_FORM } from './shapes';

export const RUBRIC_FORMS = ['final-grading', 'section-marks'] as const;

/** The longest reason a regrade keeps. */
export const REASON_MAX = 2000;

export const GRADING_MESSAGES = {
  notSubmitted: 'This consultation has not been submitted for review.',
  reason: 'Give a reason for changing an approved grade.',
  unknownVersion: 'No such version of this rubric.',
  noSuchRubric: 'No such rubric.',
} as const;

export const MARKS_MESSAGES = {
  notSubmitted: 'This consultation has not been submitted for review.',
  approved: 'This case is approved; its marks can no longer be changed.',
  unknownSection: 'Not a section of the consultation.',
} as const;

export const AverageMarks = { $id: 'AverageMarks', ...averageMarksProperty } as const;

const FORM_REST = 'Also every property of the section-marks form that no member above holds, as it was given.';

const markProperties = {
  id: { type: 'integer' },
  marks: { type: 'number' },
  remarks: { type: 'string' },
  marked_by_name: { type: 'string', description: 'The lecturer, "First Last".' },
  marked_at: { type: 'string', description: 'ISO 8601 UTC time.' },
} as const;

/** A mark as `POST /api/marks/{appointment}/{section}/` answers it. */
export const SectionMark = {
  $id: 'SectionMark',
  type: 'object',
  description: FORM_REST,
  [X_FORM]: 'section-marks',
  properties: {
    ...markProperties,
    appointment: { type: 'integer' },
    section: { type: 'string' },
    marked_by: { type: 'integer' },
    average_marks: ref('AverageMarks'),
  },
  required: ['id', 'appointment', 'section', 'marks', 'remarks', 'marked_by', 'marked_by_name', 'marked_at', 'average_marks'],
  additionalProperties: true,
} as const;

/** A mark in a section's list of marks. */
export const SectionMarkEntry = {
  $id: 'SectionMarkEntry',
  type: 'object',
  description: FORM_REST,
  [X_FORM]: 'section-marks',
  properties: markProperties,
  required: Object.keys(markProperties),
  additionalProperties: true,
} as const;

export const SectionMarks = {
  $id: 'SectionMarks',
  ...closedObject(null, { average_marks: ref('AverageMarks'), marks: { type: 'array', items: ref('SectionMarkEntry') } }),
} as const;

/** `GET /api/marks/{appointment}/`. */
export const MarksOfCase = {
  $id: 'MarksOfCase',
  ...closedObject(null, {
    sections: {
      type: 'object',
      description: 'Every section of the consultation by form id, with its marks oldest first.',
      properties: Object.fromEntries(SECTION_FORM_IDS.map((section) => [section, ref('SectionMarks')])),
      required: [...SECTION_FORM_IDS],
      additionalProperties: false,
    },
  }),
} as const;

/** Checked by the handler with the current version of the section-marks form. */
export const SectionMarksPayload = {
  $id: 'SectionMarksPayload',
  type: 'object',
  description:
    'The fields of the section-marks form (`{marks, remarks?}`: marks 0–100 in steps of 0.01), validated with its current ' +
    'version (GET /api/grading/rubrics/section-marks/); a number that is not a valid mark is refused with "Please enter a ' +
    'valid mark.".',
  [X_FORM]: 'section-marks',
  maxProperties: 10,
} as const;

export const RubricVersion = {
  $id: 'RubricVersion',
  ...closedObject(null, {
    id: { type: 'integer' },
    form: { type: 'string', enum: [...RUBRIC_FORMS] },
    version: { type: 'string', description: 'Semantic version; a version saved in the app is the latest minor + 1.' },
    schema: { type: 'object', additionalProperties: true, description: 'The JSON Schema (bundled).' },
    ui: { type: 'object', additionalProperties: true, description: 'The UI schema.' },
    source: { type: 'string', enum: ['file', 'app'] },
    created_by: { type: ['integer', 'null'] },
    created_by_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  }),
} as const;

const { schema: _schema, ui: _ui, ...summaryProperties } = RubricVersion.properties;

export const RubricVersionSummary = { $id: 'RubricVersionSummary', ...closedObject(null, summaryProperties) } as const;

export const RubricVersions = {
  $id: 'RubricVersions',
  ...closedObject(null, { current: ref('RubricVersion'), versions: { type: 'array', items: ref('RubricVersionSummary') } }),
} as const;

export const RubricVersionPayload = {
  $id: 'RubricVersionPayload',
  type: 'object',
  properties: {
    schema: { type: 'object', maxProperties: 64, additionalProperties: true, description: 'The new JSON Schema of the form.' },
    ui: { type: 'object', maxProperties: 64, additionalProperties: true, description: 'The new UI schema.' },
  },
  required: ['schema', 'ui'],
  additionalProperties: false,
} as const;

/** A grading as answered. */
export const Grading = {
  $id: 'Grading',
  type: 'object',
  description: 'Also every property of the rubric form that is not a section nor `remarks`, as it was given.',
  [X_FORM]: 'final-grading',
  properties: {
    id: { type: 'integer' },
    appointment: { type: 'integer' },
    rubric_version: { type: 'string', description: 'The version of the final-grading rubric used.' },
    rubric_version_id: { type: 'integer' },
    scores: {
      type: 'object',
      description: 'Scores by section key, then item key.',
      additionalProperties: { type: 'object', additionalProperties: { type: 'number' } },
    },
    totals: { type: 'object', description: "Each section's total by its total key (`totalA`, …).", additionalProperties: { type: 'number' } },
    total: { type: 'number' },
    remarks: { type: 'string' },
    reason: { type: ['string', 'null'], description: 'Why an approved grade was changed; null otherwise.' },
    graded_by: { type: 'integer' },
    graded_by_name: { type: 'string' },
    graded_at: { type: 'string', description: 'ISO 8601 UTC time.' },
  },
  required: [
    'id', 'appointment', 'rubric_version', 'rubric_version_id', 'scores', 'totals', 'total', 'remarks', 'reason', 'graded_by',
    'graded_by_name', 'graded_at',
  ],
  additionalProperties: true,
} as const;

/** `GET /api/grading/{appointment}/`. */
export const GradingState = {
  $id: 'GradingState',
  ...closedObject(null, {
    current: { anyOf: [ref('Grading'), { type: 'null' }] },
    rubric: ref('RubricVersion'),
    history: { type: 'array', items: ref('Grading'), description: 'Every grading, oldest first (the last is current).' },
  }, '`rubric`: the rubric version of the current grading, else the current version.'),
} as const;

/** Checked by the handler with the rubric version named (default: the current one). */
export const FinalGradingPayload = {
  $id: 'FinalGradingPayload',
  type: 'object',
  description:
    'The rubric form data: each section by key with its scores by item key (`{section_a: {case_history: 4.5, …}, …}`), ' +
    '`remarks`; validated with the rubric version named. Totals are computed by the server: a body that carries its own ' +
    'is refused as an unknown field.',
  [X_FORM]: 'final-grading',
  properties: {
    rubric_version: {
      type: ['string', 'null'],
      maxLength: 40,
      description: 'The version text of the final-grading rubric to grade with; the current version when not given.',
      errorMessage: { type: GRADING_MESSAGES.unknownVersion, maxLength: GRADING_MESSAGES.unknownVersion },
    },
    reason: {
      type: ['string', 'null'],
      maxLength: REASON_MAX,
      description: 'Why an approved grade is changed (required then; trimmed).',
      errorMessage: { type: 'Not a valid string.' },
    },
  },
  // Open (the rubric's schema refuses unknown fields, in its own words), but bounded.
  maxProperties: 20,
} as const;

export const GRADING_CONTRACTS = [
  AverageMarks, SectionMark, SectionMarkEntry, SectionMarks, MarksOfCase, SectionMarksPayload, RubricVersion,
  RubricVersionSummary, RubricVersions, RubricVersionPayload, Grading, GradingState, FinalGradingPayload,
];
