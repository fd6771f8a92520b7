/** Contracts of My Portal and Reports (issue 12, design "Reports"). */
import { SECTION_FORM_IDS } from '../src/lib/consultation-sections';
import { closedObject, ref } from './shapes';

export const MAX_TARGETS = 20;
/** The longest lists an answer holds (older days and rarer diagnoses are left out). */
export const MAX_DAYS = 366;
export const MAX_MARKS_OVER_TIME = 500;
export const MAX_DIAGNOSES = 20;
export const TOP_DIAGNOSES = 10;
export const MAX_STUDENTS = 2000;
export const DIAGNOSIS_LENGTH = 200;

const COUNT = { type: 'integer', minimum: 0 } as const;
const MARK = { type: ['number', 'null'] } as const;
const DATE = { type: 'string', maxLength: 10 } as const;
const list = (items: unknown, maxItems: number, description: string) => ({ type: 'array', maxItems, items, description }) as const;
const diagnosisCounts = (maxItems: number, description: string) => list(ref('DiagnosisCount'), maxItems, description);

export const DiagnosisCount = {
  $id: 'DiagnosisCount',
  ...closedObject(null, { diagnosis: { type: 'string', maxLength: DIAGNOSIS_LENGTH }, count: COUNT }),
} as const;

/** `GET /api/reports/portal/`: a student's own logbook. */
export const Portal = {
  $id: 'Portal',
  ...closedObject(null, {
    cases: closedObject(
      'PortalCases',
      {
        total: COUNT,
        by_type: list(closedObject('TypeCount', { type: { type: 'string', maxLength: 32 }, count: COUNT }), 20, 'Cases by appointment type, most first.'),
        by_diagnosis: diagnosisCounts(
          MAX_DIAGNOSES,
          'Cases by diagnosis (the first final diagnosis, else the differential), most first; cases without one are left out.',
        ),
      },
      "The student's completed consultations.",
    ),
    marks_over_time: list(
      closedObject('GradedCase', { date: DATE, appointment: { type: 'integer' }, total: { type: 'number' } }),
      MAX_MARKS_OVER_TIME,
      "Each graded case's current total, oldest first (the latest 500).",
    ),
    section_averages: list(
      closedObject('SectionAverage', { section: { type: 'string', maxLength: 64 }, mine: MARK, cohort: MARK }),
      SECTION_FORM_IDS.length,
      "Each section's mean mark: the student's cases and every case; null when none.",
    ),
    pending: { ...COUNT, description: 'Cases waiting for review.' },
    returned: { ...COUNT, description: 'Cases returned for correction.' },
    targets: list(
      closedObject('TargetProgress', {
        key: { type: 'string', maxLength: 64 },
        label: { type: 'string', maxLength: 100 },
        target: COUNT,
        done: COUNT,
      }),
      MAX_TARGETS,
      'Progress toward the targets of config/case-targets.json.',
    ),
  }),
} as const;

/** One student's row of the summary. */
export const StudentReport = {
  $id: 'StudentReport',
  ...closedObject(null, {
    id: { type: 'integer' },
    name: { type: 'string', maxLength: 301 },
    cases: COUNT,
    graded: COUNT,
    average_total: MARK,
    section_averages: {
      type: 'object',
      description: "The student's mean mark of each section by form id; null when none.",
      properties: Object.fromEntries(SECTION_FORM_IDS.map((section) => [section, MARK])),
      required: [...SECTION_FORM_IDS],
      additionalProperties: false,
    },
  }),
} as const;

/** `GET /api/reports/summary/`. */
export const ReportsSummary = {
  $id: 'ReportsSummary',
  ...closedObject(null, {
    students: list(ref('StudentReport'), MAX_STUDENTS, 'One row per student in scope, by last name.'),
    distribution: list(
      closedObject('TotalsBand', { from: COUNT, to: COUNT, count: COUNT }),
      10,
      'Current totals of graded cases in bands of 10 (the last includes 100).',
    ),
    cases_per_day: list(
      closedObject('DayCount', { date: DATE, count: COUNT }),
      MAX_DAYS,
      'Completed cases per appointment date, oldest first (the latest 366 days with cases).',
    ),
    top_diagnoses: diagnosisCounts(TOP_DIAGNOSES, 'The ten most frequent diagnoses.'),
  }),
} as const;

export const REPORT_CONTRACTS = [DiagnosisCount, Portal, StudentReport, ReportsSummary];
