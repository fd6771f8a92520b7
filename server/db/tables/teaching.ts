import type { Generated, Insertable, Selectable } from 'kysely';

/** A mark a lecturer gave one section of a consultation. Only inserted. */
export interface SectionMarksTable {
  id: Generated<number>;
  appointment_id: number;
  /** The section's form id (`case-history`, `visual-acuity`, …). */
  section: string;
  /** Marks × 100 (0–10000): the step of 0.01 stays exact. */
  marks_centi: number;
  remarks: string;
  /** JSON text: the validated form document the mark was given with (every property, also one no column holds). */
  document: Generated<string>;
  /** rubric_versions.id of the section-marks form used; null if unknown. */
  rubric_version_id: number | null;
  /** users.id of the lecturer. */
  marked_by: number;
  /** ISO 8601 UTC text. */
  marked_at: string;
}

/** One version of a grading form (`final-grading`, `section-marks`). Only inserted. */
export interface RubricVersionsTable {
  id: Generated<number>;
  form_id: string;
  version: string;
  /** JSON text of the JSON Schema. */
  schema: string;
  /** JSON text of the UI schema. */
  ui: string;
  /** sha256 hex of the canonical JSON of schema and ui. */
  content_hash: string;
  /** `file` (imported from schemas/) or `app` (saved in the rubric editor). */
  source: string;
  /** users.id of who saved it in the app; null for a file. */
  created_by: number | null;
  /** ISO 8601 UTC text. */
  created_at: string;
}

/** One grading of a consultation; the latest row of an appointment is current. Only inserted. */
export interface FinalGradingsTable {
  id: Generated<number>;
  appointment_id: number;
  rubric_version_id: number;
  /** JSON text: scores by section and item key (`{"section_a":{"case_history":4.5,…},…}`). */
  scores: string;
  /** JSON text: each section's total by its total key (`{"totalA":60.5,"totalB":30}`), computed by the server. */
  totals: string;
  /** The overall total × 100. */
  total_centi: number;
  remarks: string;
  /** JSON text: the validated form document the grading was given with (every property, also one no column holds). */
  document: Generated<string>;
  /** Why an approved grade was changed; null for a first grading. */
  reason: string | null;
  graded_by: number;
  /** ISO 8601 UTC text. */
  graded_at: string;
}

/** A consultation submitted for review, one row per appointment. */
export interface CaseReviewsTable {
  appointment_id: number;
  student_id: number;
  supervisor_id: number;
  /** `submitted`, `returned` or `approved`. */
  status: string;
  /** JSON text: form ids of the sections returned for correction (`[]` unless returned). */
  returned_sections: string;
  /** ISO 8601 UTC text of the latest (re)submission. */
  submitted_at: string;
  /** ISO 8601 UTC text. */
  updated_at: string;
}

/** A transition of a case: submitted, supervisor_changed, returned, resubmitted, approved. Only inserted. */
export interface CaseReviewEventsTable {
  id: Generated<number>;
  appointment_id: number;
  action: string;
  actor_id: number;
  remarks: string | null;
  /** JSON text: the action's details, or null. */
  detail: string | null;
  /** ISO 8601 UTC text. */
  at: string;
}

export type SectionMarkRow = Selectable<SectionMarksTable>;
export type NewSectionMark = Insertable<SectionMarksTable>;
export type RubricVersionRow = Selectable<RubricVersionsTable>;
export type NewRubricVersion = Insertable<RubricVersionsTable>;
export type FinalGradingRow = Selectable<FinalGradingsTable>;
export type NewFinalGrading = Insertable<FinalGradingsTable>;
export type CaseReviewRow = Selectable<CaseReviewsTable>;
export type NewCaseReview = Insertable<CaseReviewsTable>;
export type CaseReviewEventRow = Selectable<CaseReviewEventsTable>;
export type NewCaseReviewEvent = Insertable<CaseReviewEventsTable>;

/** The student a consultation belongs to (migration 0015-consultation-owner): one row per appointment. */
export interface ConsultationOwnersTable {
  appointment_id: number;
  student_id: number;
  /** ISO 8601 UTC text of when the student took it or was given it. */
  assigned_at: string;
  /** users.id of who last reassigned it; null when the student took it by attending. */
  assigned_by: number | null;
}
