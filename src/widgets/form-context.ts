import type { VaConversions } from './va-notation';

/**
 * What clinical widgets receive through RJSF's `formContext`: reference data the screen has loaded from the API
 * and services such as file upload. Every member is optional: a widget without its data shows an empty state.
 */
export interface ConditionDefinition {
  id: number;
  name: string;
  /** medical_history, ocular_history, on_direct_questioning, family_medical_history, family_ocular_history */
  category: string;
  has_text: boolean;
  has_dropdown: boolean;
  has_grading: boolean;
  has_notes: boolean;
  has_checkbox: boolean;
  per_eye: boolean;
  dropdown_options: string[];
  text_hint?: string | null;
}

export interface ExaminationCondition {
  id: number;
  name: string;
  type: 'external' | 'internal';
  group_name: string;
  subgroup: string;
  per_eye: boolean;
  options: string[];
  grading_scale: string | null;
  value_type?: string | null;
  /**
   * The group's normal finding (reference data): true when this condition is itself the normal finding (recorded
   * as present), or the option that is normal; null or absent for any other finding.
   */
  normal?: true | string | null;
}

export interface GradingScale {
  key: string;
  source: string;
  /** Grade → description, e.g. {"0": "Normal", "1": "Trace"}. */
  values?: Record<string, string>;
  [detail: string]: unknown;
}

export interface DiagnosisCode {
  id: number;
  diagnosis: string;
  icd_code: string;
}

export interface MedicationOption {
  id: number;
  name: string;
  /** e.g. '0.5%': shown after the name in the picker where the name does not say it. */
  strength?: string;
  dosage: string;
  medication_type?: string;
}

export interface UploadedFile {
  /** The file's public id (random, answered by the upload): what the form keeps and the extra test names. */
  id: string;
  name?: string;
}

export interface ClinicalFormContext {
  referenceData?: {
    /** The VA conversion table, for the other notations a VA input shows (refdata/va-conversions.json). */
    vaConversions?: VaConversions;
    conditions?: ConditionDefinition[];
    examinationConditions?: ExaminationCondition[];
    gradingScales?: Record<string, GradingScale>;
    diagnosisCodes?: DiagnosisCode[];
    medications?: MedicationOption[];
  };
  /**
   * Sends a file to the API (for the screen's appointment: `uploaderFor` in src/api/files.ts) and answers its public
   * id; the form keeps only the id.
   */
  uploadFile?: (file: File) => Promise<UploadedFile>;
  /**
   * Shows an uploaded file, named by its public id or by the URL a listed extra test gives (`openFile` in
   * src/api/files.ts: read with the user's token, shown in a new tab). Without it no file can be opened.
   */
  openFile?: (file: string) => Promise<void>;
  /** The whole form's current data, for widgets whose rendering depends on a sibling (e.g. the VA chart). */
  getFormData?: () => unknown;
  /**
   * Calls `listener` after each change of the form's data and answers a function that stops it. RJSF skips
   * re-rendering a field whose own props did not change, so a widget that reads a sibling through `getFormData`
   * (the VA chart) needs this to redraw when only that sibling changed. `createFormDataStore()` supplies both.
   */
  subscribe?: (listener: () => void) => () => void;
  /**
   * Tells the form that a top-level field holds input its data does not show yet (a chosen condition none of whose
   * inputs is filled), or no longer does: such a field counts as filled for the uiSchema's `submitWhenFilled`.
   */
  setFieldHolds?: (field: string, holds: boolean) => void;
}
