import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import { createAppointmentsRepository } from './appointments';
import { createPatientsRepository } from './patients';
import { createReferenceDataRepository } from './reference-data';
import { createRefreshTokensRepository } from './refresh-tokens';
import { createSectionRecordsRepository } from './section-records';
import { createUploadedFilesRepository } from './uploaded-files';
import { createUsersRepository } from './users';

/** All repositories over one database handle: the only code that builds queries. */
export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUsersRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    referenceData: createReferenceDataRepository(db),
    sectionRecords: createSectionRecordsRepository(db),
    uploadedFiles: createUploadedFilesRepository(db),
    patients: createPatientsRepository(db),
    appointments: createAppointmentsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
