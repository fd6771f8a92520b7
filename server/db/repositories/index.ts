import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import { createAbsentRequestsRepository } from '../../features/absences/repository';
import { createClinicSchedulesRepository } from '../../features/clinic-schedule/repository';
import { createDispensaryRepository } from '../../features/dispensary/repository';
import { createInventoryRepository } from '../../features/inventory/repository';
import { createGradingRepository } from '../../features/grading/repository';
import { createReportsRepository } from '../../features/reports/repository';
import { createTrendsRepository } from '../../features/patients/trends-repository';
import { createCaseReviewsRepository } from '../../features/reviews/repository';
import { createConsultationsRepository } from '../../features/appointments/repository';
import { createUserAdminRepository } from '../../features/users/repository';
import { createAppointmentsRepository } from './appointments';
import { createAuditEventsRepository } from './audit-events';
import { createLoginAttemptsRepository } from './login-attempts';
import { createPatientRevisionsRepository } from './patient-revisions';
import { createPatientsRepository } from './patients';
import { createReferenceDataRepository } from './reference-data';
import { createRefreshTokensRepository } from './refresh-tokens';
import { createSectionRecordsRepository } from './section-records';
import { createSeedMarkersRepository } from './seed-markers';
import { createSessionActivityRepository } from './session-activity';
import { createUploadedFilesRepository } from './uploaded-files';
import { createUsageBudgetsRepository } from './usage-budgets';
import { createUsersRepository } from './users';

export interface RepositoryOptions {
  /** How long (ms) a page of the patients list is reused; 0 (the default) reads every time. */
  listCacheMs?: number;
}

/** All repositories over one database handle: the only code that builds queries. */
export function createRepositories(db: Kysely<Database>, options: RepositoryOptions = {}) {
  return {
    users: createUsersRepository(db),
    seedMarkers: createSeedMarkersRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    referenceData: createReferenceDataRepository(db),
    sectionRecords: createSectionRecordsRepository(db),
    uploadedFiles: createUploadedFilesRepository(db),
    patients: createPatientsRepository(db, { pageCacheMs: options.listCacheMs ?? 0 }),
    appointments: createAppointmentsRepository(db),
    patientRevisions: createPatientRevisionsRepository(db),
    auditEvents: createAuditEventsRepository(db),
    sessionActivity: createSessionActivityRepository(db),
    usageBudgets: createUsageBudgetsRepository(db),
    loginAttempts: createLoginAttemptsRepository(db),
    absentRequests: createAbsentRequestsRepository(db),
    clinicSchedules: createClinicSchedulesRepository(db),
    inventory: createInventoryRepository(db),
    dispensary: createDispensaryRepository(db),
    caseReviews: createCaseReviewsRepository(db),
    grading: createGradingRepository(db),
    reports: createReportsRepository(db),
    consultations: createConsultationsRepository(db),
    trends: createTrendsRepository(db),
    userAdmin: createUserAdminRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
