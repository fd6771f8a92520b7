import { pagerWindow } from '../lib/pager-window';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pager pages, for its accessible name ("Patients pages"). */
  label: string;
}

/** Back, a window of 5 numbered pages with the first and last and ellipses, Next (platform §2.14). */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="p-button p-component p-button-text pager-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Back
      </button>
      <ul>
        {pagerWindow(page, totalPages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden="true" className="pager-gap">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <button
                type="button"
                className={`p-button p-component pager-page ${entry.page === page ? '' : 'p-button-text'}`}
                aria-label={`Page ${entry.page}`}
                aria-current={entry.page === page ? 'page' : undefined}
                onClick={() => onPage(entry.page)}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="p-button p-component p-button-text pager-step" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
