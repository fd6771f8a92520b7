import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { ConditionPickerField } from './condition-picker-field';
import { DiagnosisPickerField } from './diagnosis-picker-field';
import { FileUploadWidget } from './file-upload-widget';
import { GradingWidget } from './grading-widget';
import { GroupedObservationsField } from './grouped-observations-field';
import { MedicationChoiceField, ReadOnlyMedicationChoiceField } from './medication-choice-field';
import { OdOsPairField } from './od-os-pair-field';
import { PrescriptionWidget } from './prescription-widget';
import { ReadOnlyConditionPickerField, ReadOnlyDiagnosisPickerField, ReadOnlyGroupedObservationsField } from './read-only-details';
import { ReadOnlyOdOsPairField, ReadOnlyRefractionTableField } from './read-only-pairs';
import { ReadOnlyRubricField } from './read-only-rubric';
import { RefractionTableField } from './refraction-table-field';
import { RubricField } from './rubric-field';
import { RubricScoreWidget } from './rubric-score-widget';
import { VisualAcuityWidget } from './visual-acuity-widget';
import './widgets.css';

/**
 * The eye-care widgets (one value each) by the names ui.json uses: `"ui:widget": "<name>"`.
 * Value shapes and `ui:options` are in docs/widgets.md.
 */
export const widgets: RegistryWidgetsType = {
  grading: GradingWidget,
  visualAcuity: VisualAcuityWidget,
  prescription: PrescriptionWidget,
  fileUpload: FileUploadWidget,
  rubricScore: RubricScoreWidget,
};

/** The eye-care fields (objects and lists) by the names ui.json uses: `"ui:field": "<name>"`. */
export const fields: RegistryFieldsType = {
  odOsPair: OdOsPairField,
  conditionPicker: ConditionPickerField,
  groupedObservations: GroupedObservationsField,
  refractionTable: RefractionTableField,
  diagnosisPicker: DiagnosisPickerField,
  rubric: RubricField,
  medicationChoice: MedicationChoiceField,
};

/**
 * The same fields' read-only summaries (past records): only recorded values, label → value, the two eyes side by
 * side; no control. The engine's read-only theme uses these in place of `fields`.
 */
export const readOnlyFields: RegistryFieldsType = {
  odOsPair: ReadOnlyOdOsPairField,
  conditionPicker: ReadOnlyConditionPickerField,
  groupedObservations: ReadOnlyGroupedObservationsField,
  refractionTable: ReadOnlyRefractionTableField,
  diagnosisPicker: ReadOnlyDiagnosisPickerField,
  rubric: ReadOnlyRubricField,
  medicationChoice: ReadOnlyMedicationChoiceField,
};

/**
 * The eye-care registry the app hands the form engine (`FormRegistryProvider` in src/app/app-providers.tsx, or a
 * form's `registry` prop): the widgets, the fields and their read-only summaries above.
 */
export const eyeCareRegistry = { widgets, fields, readOnlyFields };
