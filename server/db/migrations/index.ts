import type { Migration } from 'kysely';
import * as m0001 from './0001-users-and-tokens';
import * as m0002 from './0002-reference-data';
import * as m0003 from './0003-section-records';
import * as m0004 from './0004-uploaded-files';
import * as m0005 from './0005-patients-and-appointments';
import * as m0006 from './0006-seed-markers';
import * as m0007 from './0007-audit-trail';
import * as m0008 from './0008-upload-attachments';
import * as m0009 from './0009-role-words';
import * as m0010 from './0010-teaching';
import * as m0011 from './0011-case-facts';
import * as m0012 from './0012-clinic-operations';
import * as m0013 from './0013-case-diagnoses';
import * as m0014 from './0014-usage-budgets';
import * as m0015 from './0015-consultation-owner';
import * as m0016 from './0016-session-activity';
import * as m0017 from './0017-patient-documents';
import * as m0018 from './0018-teaching-documents';
import * as m0019 from './0019-operations-documents';
import * as m0020 from './0020-examination-normal-findings';
import * as m0021 from './0021-appointment-times-and-changes';
import * as m0023 from './0023-user-administration';
import * as m0024 from './0024-shared-process-state';

/**
 * Every migration by name, in order. A static map (not a folder scan) so the set is fixed at build time and
 * works the same under tsx, vitest and any bundler. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-users-and-tokens': m0001,
  '0002-reference-data': m0002,
  '0003-section-records': m0003,
  '0004-uploaded-files': m0004,
  '0005-patients-and-appointments': m0005,
  '0006-seed-markers': m0006,
  '0007-audit-trail': m0007,
  '0008-upload-attachments': m0008,
  '0009-role-words': m0009,
  '0010-teaching': m0010,
  '0011-case-facts': m0011,
  '0012-clinic-operations': m0012,
  '0013-case-diagnoses': m0013,
  '0014-usage-budgets': m0014,
  '0015-consultation-owner': m0015,
  '0016-session-activity': m0016,
  '0017-patient-documents': m0017,
  '0018-teaching-documents': m0018,
  '0019-operations-documents': m0019,
  '0020-examination-normal-findings': m0020,
  '0021-appointment-times-and-changes': m0021,
  '0023-user-administration': m0023,
  '0024-shared-process-state': m0024,
};
