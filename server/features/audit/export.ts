/**
 * The audit events as a CSV file (src/lib/csv.ts writes it: formula-like cells quoted), newest first and bounded:
 * a longer trail is exported in parts by narrowing the filters. The export is itself logged.
 */
import type { AuditEvent } from '../../../contracts/generated/types';
import { toCsv, type CsvColumn } from '../../../src/lib/csv';
import type { AuditFilter } from '../../db/repositories/audit-events';
import type { Repositories } from '../../db/repositories/index';
import { toAuditEventResponse } from './service';

export const MAX_EXPORT_ROWS = 10_000;

const userName = (event: AuditEvent) => `${event.user.first_name} ${event.user.last_name}`.trim();

const COLUMNS: readonly CsvColumn<AuditEvent>[] = [
  { title: 'Time (UTC)', value: (event) => event.at },
  { title: 'User', value: (event) => event.user.username },
  { title: 'Name', value: userName },
  { title: 'Role', value: (event) => event.user.role },
  { title: 'Action', value: (event) => event.action },
  { title: 'Record kind', value: (event) => event.record_kind },
  { title: 'Record', value: (event) => event.record_label ?? event.record_id },
  { title: 'Patient ID', value: (event) => event.patient_id },
  { title: 'Patient name', value: (event) => event.patient_name },
  { title: 'Appointment', value: (event) => event.appointment },
];

/** The CSV of the events `filter` matches (none for null); logs the export as done by `userId`. */
export async function exportEvents(repos: Repositories, filter: AuditFilter | null, userId: number): Promise<string> {
  const rows = filter ? await repos.auditEvents.page(filter, 0, MAX_EXPORT_ROWS) : [];
  await repos.auditEvents.insert({
    at: new Date().toISOString(),
    user_id: userId,
    action: 'export',
    record_kind: 'audit-log',
    record_id: null,
    patient_id: null,
    appointment_id: null,
  });
  return toCsv(rows.map(toAuditEventResponse), COLUMNS);
}
