/**
 * Every request and answer shape of the API, each a JSON Schema named by its `$id` (docs/architecture.md,
 * "Contracts"). The server registers them all (server/plugins/contracts.ts); `npm run contracts:generate` writes
 * their TypeScript types to contracts/generated/types.ts, which the client and the server import.
 */
import { ABSENCE_CONTRACTS } from './absences';
import { CASE_GUIDE_CONTRACTS } from './case-guides';
import { CLINIC_SCHEDULE_CONTRACTS } from './clinic-schedule';
import { DISPENSARY_CONTRACTS } from './dispensary';
import { DOCUMENT_CONTRACTS } from './documents';
import { INVENTORY_CONTRACTS } from './inventory';
import { AUDIT_CONTRACTS } from './audit';
import { GRADING_CONTRACTS } from './grading';
import { REPORT_CONTRACTS } from './reports';
import { REVIEW_CONTRACTS } from './reviews';
import { SECTION_CONTRACTS } from './sections';
import { APPOINTMENT_CONTRACTS } from './appointments';
import { AUTH_CONTRACTS } from './auth';
import { FILE_CONTRACTS } from './files';
import { PATIENT_CONTRACTS } from './patients';
import { REFERENCE_CONTRACTS } from './reference';
import { SHARED_CONTRACTS } from './shared';
import { SYSTEM_CONTRACTS } from './system';
import { TREND_CONTRACTS } from './trends';
import { USER_CONTRACTS } from './users';

export const CONTRACTS: readonly { $id: string }[] = [
  ...SHARED_CONTRACTS,
  ...ABSENCE_CONTRACTS,
  ...CLINIC_SCHEDULE_CONTRACTS,
  ...INVENTORY_CONTRACTS,
  ...DISPENSARY_CONTRACTS,
  ...DOCUMENT_CONTRACTS,
  ...REVIEW_CONTRACTS,
  ...GRADING_CONTRACTS,
  ...REPORT_CONTRACTS,
  ...AUDIT_CONTRACTS,
  ...SECTION_CONTRACTS,
  ...REFERENCE_CONTRACTS,
  ...AUTH_CONTRACTS,
  ...SYSTEM_CONTRACTS,
  ...FILE_CONTRACTS,
  ...PATIENT_CONTRACTS,
  ...APPOINTMENT_CONTRACTS,
  ...CASE_GUIDE_CONTRACTS,

  ...TREND_CONTRACTS,
  ...USER_CONTRACTS,
];
