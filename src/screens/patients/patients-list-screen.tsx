import { useState } from 'react';
import { usePatientsPage } from '../../api/use-patients';
import { errorMessageOf } from '../../lib/format-error';
import { pageCount } from '../../lib/page-count';
import { Pager } from '../../ui/pager';
import { useCan } from '../../ui/role-gate';
import { PatientTable } from './patient-table';

export const PATIENTS_PAGE_SIZE = 10;

/** /my-patients (platform §2.6): every patient, newest first, 10 per page from the server. */
export function PatientsListScreen() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = usePatientsPage(page, PATIENTS_PAGE_SIZE);
  const canBook = useCan('appointment.book_from_list');
  return (
    <section className="screen" aria-labelledby="screen-title">
      <div className="screen-header">
        <h1 id="screen-title">Patients</h1>
        {data && <span className="muted">{data.count} in total</span>}
      </div>
      {error && (
        <p className="form-error" role="alert">
          Error fetching patients: {errorMessageOf(error)}
        </p>
      )}
      {/* The previous page stays while the asked one loads: say so, rather than a highlighted page over old rows. */}
      {isLoading && data && (
        <p className="list-loading muted" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading page {page}...
        </p>
      )}
      <PatientTable label="Patients" patients={data?.results ?? []} emptyText="No patients found." loading={isLoading} canBook={canBook} />
      <Pager label="Patients" page={page} totalPages={pageCount(data?.count ?? 0, PATIENTS_PAGE_SIZE)} onPage={setPage} />
    </section>
  );
}
