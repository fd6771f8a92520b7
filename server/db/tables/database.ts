import type { AppointmentsTable } from './appointments';
import type { AuditEventsTable } from './audit-events';
import type {
  AbsentRequestEventsTable,
  AbsentRequestsTable,
  ClinicSchedulesTable,
  DispensingsTable,
  StockItemsTable,
  StockMovementsTable,
} from './clinic-operations';
import type { CaseDiagnosesTable, CaseFactsTable, StudentSectionMarksTable } from './case-facts';
import type { ConditionsTable } from './conditions';
import type { DiagnosisCodesTable } from './diagnosis-codes';
import type { ExaminationConditionsTable, GradingScalesTable } from './examination-conditions';
import type { MedicationsTable, MedicationTypesTable } from './medications';
import type { PatientRevisionsTable } from './patient-revisions';
import type { PatientsTable } from './patients';
import type { RefreshTokensTable } from './refresh-tokens';
import type { SectionRecordsTable } from './section-records';
import type { SessionActivityTable } from './session-activity';
import type { ChangeCountersTable, LoginAttemptsTable } from './shared-process-state';
import type { SeedMarkersTable } from './seed-markers';
import type {
  CaseReviewEventsTable,
  CaseReviewsTable,
  ConsultationOwnersTable,
  FinalGradingsTable,
  RubricVersionsTable,
  SectionMarksTable,
} from './teaching';
import type { UploadedFilesTable } from './uploaded-files';
import type { UsageBudgetsTable } from './usage-budgets';
import type { UsersTable } from './users';
import type { VaConversionsTable, VaLowVisionTable } from './va-conversions';

/** Every table Kysely knows about; one small file per table beside this one. */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  conditions: ConditionsTable;
  grading_scales: GradingScalesTable;
  examination_conditions: ExaminationConditionsTable;
  diagnosis_codes: DiagnosisCodesTable;
  medication_types: MedicationTypesTable;
  medications: MedicationsTable;
  va_conversions: VaConversionsTable;
  va_low_vision: VaLowVisionTable;
  section_records: SectionRecordsTable;
  uploaded_files: UploadedFilesTable;
  patients: PatientsTable;
  appointments: AppointmentsTable;
  seed_markers: SeedMarkersTable;
  patient_revisions: PatientRevisionsTable;
  audit_events: AuditEventsTable;
  section_marks: SectionMarksTable;
  rubric_versions: RubricVersionsTable;
  final_gradings: FinalGradingsTable;
  case_reviews: CaseReviewsTable;
  case_review_events: CaseReviewEventsTable;
  case_facts: CaseFactsTable;
  case_diagnoses: CaseDiagnosesTable;
  student_section_marks: StudentSectionMarksTable;
  clinic_schedules: ClinicSchedulesTable;
  absent_requests: AbsentRequestsTable;
  absent_request_events: AbsentRequestEventsTable;
  stock_items: StockItemsTable;
  stock_movements: StockMovementsTable;
  dispensings: DispensingsTable;
  session_activity: SessionActivityTable;
  consultation_owners: ConsultationOwnersTable;
  usage_budgets: UsageBudgetsTable;
  login_attempts: LoginAttemptsTable;
  change_counters: ChangeCountersTable;
}
