import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePatientSearch } from '../../api/use-patients';
import { errorMessageOf } from '../../lib/format-error';
import { pageCount } from '../../lib/page-count';
import { Pager } from '../../ui/pager';
import { PatientTable } from './patient-table';

export const SEARCH_PAGE_SIZE = 10;
/** The server answers at most this many, best first (docs/server.md, "Patient search"). */
const SEARCH_LIMIT = 50;

function resultCount(count: number): string {
  if (count >= SEARCH_LIMIT) return `${count} patients found (the best ${count}; refine the search for others)`;
  return count === 1 ? '1 patient found' : `${count} patients found`;
}

/** /patients/search?query= (platform §2.7): the search's results, paged here in the browser, Book Appointment for all. */
export function PatientSearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('query') ?? '';
  const { data, error, isLoading } = usePatientSearch(query);
  const [paging, setPaging] = useState({ query, page: 1 });
  // A new query starts again from its first page.
  const page = paging.query === query ? paging.page : 1;
  const results = data ?? [];
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <div className="screen-header">
        <h1 id="screen-title">Search Results for &quot;{query}&quot;</h1>
        {results.length > 0 && (
          <span className="muted" role="status">
            {resultCount(results.length)}
          </span>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          Failed to search patients: {errorMessageOf(error)}
        </p>
      )}
      <PatientTable label="Search results" patients={shown} emptyText="No patients found." loading={isLoading} canBook />
      <Pager
        label="Search results"
        page={page}
        totalPages={pageCount(results.length, SEARCH_PAGE_SIZE)}
        onPage={(next) => setPaging({ query, page: next })}
      />
    </section>
  );
}
