import { useState } from 'react';
import type { PatientRevision } from '../../../contracts/generated/types';
import { HISTORY_PAGE_SIZE } from '../../api/patients';
import { usePatientHistory } from '../../api/use-patients';
import type { FormDefinition } from '../../engine';
import { formatDateTime } from '../../lib/display-dates';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError } from '../../ui/read-state';
import { describeField } from './document-rows';

type Registration = Pick<FormDefinition, 'schema' | 'uiSchema'> | undefined;

/** What a change replaced: each changed field with its label and the value it held before ('Address: Old Road 1'). */
function previousValues(revision: PatientRevision, registration: Registration): string {
  return revision.changed_fields
    .map((field) => {
      const { label, value } = describeField(field, revision.previous[field], registration?.schema, registration?.uiSchema);
      return `${label}: ${value}`;
    })
    .join('; ');
}

/**
 * The 'History' tab: every change of the patient's fields, newest first — when, who, which fields (by their form
 * labels) and what they held before. For the roles that may read it (`patient.history`).
 */
export function PatientHistory({ patientId, registration }: { patientId: number; registration: Registration }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = usePatientHistory(patientId, page);
  const label = (field: string) => describeField(field, null, registration?.schema, registration?.uiSchema).label;
  const columns: ListColumn<PatientRevision>[] = [
    { id: 'when', header: 'When', cell: ({ row }) => formatDateTime(row.original.changed_at) },
    {
      id: 'by',
      header: 'Changed by',
      cell: ({ row }) => `${row.original.changed_by.first_name} ${row.original.changed_by.last_name}`.trim() || row.original.changed_by.username,
    },
    { id: 'fields', header: 'Fields changed', cell: ({ row }) => row.original.changed_fields.map(label).join(', ') },
    { id: 'previous', header: 'Previous values', cell: ({ row }) => previousValues(row.original, registration) },
  ];
  return (
    <>
      {error && <ReadError error={error} />}
      <DataTable
        label="Patient history"
        columns={columns}
        // Rows wait for the registration form, whose labels name the fields.
        rows={registration ? (data?.results ?? []) : []}
        rowKey={(revision) => String(revision.id)}
        emptyText="No changes since registration."
        loading={isLoading || !registration}
      />
      <Pager label="History" page={page} totalPages={pageCount(data?.count ?? 0, HISTORY_PAGE_SIZE)} onPage={setPage} />
    </>
  );
}
