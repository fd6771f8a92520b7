import { Paginator, type PaginatorPageLinksOptions, type PaginatorPrevPageLinkOptions } from 'primereact/paginator';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pager pages, for its accessible name ("Patients pages"). */
  label: string;
}

const PAGE_CLASS = 'p-paginator-page p-paginator-element p-link';

/**
 * PrimeReact's Paginator as platform §2.14 words it: Back, a window of 5 numbered pages ("Page 3", the current one
 * `aria-current`) with the first and last and ellipses, Next. Hidden when there is one page.
 */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const step = (text: string) =>
    function StepLink({ className, disabled, onClick }: PaginatorPrevPageLinkOptions) {
      return (
        <button type="button" className={className} disabled={disabled} onClick={onClick}>
          {text}
        </button>
      );
    };
  const edge = (target: number) => (
    <button type="button" className={PAGE_CLASS} aria-label={`Page ${target}`} onClick={() => onPage(target)}>
      {target}
    </button>
  );
  const gap = (
    <span aria-hidden="true" className="pager-gap">
      …
    </span>
  );
  // PrimeReact renders the window; the first and last page, and the ellipses, go beside its ends.
  const pageLinks = ({ page: index, view, totalPages: total, element }: PaginatorPageLinksOptions) => (
    <>
      {index === view.startPage && index > 0 && (
        <>
          {edge(1)}
          {index > 1 && gap}
        </>
      )}
      {element}
      {index === view.endPage && index < total - 1 && (
        <>
          {index < total - 2 && gap}
          {edge(total)}
        </>
      )}
    </>
  );
  return (
    <Paginator
      role="navigation"
      aria-label={`${label} pages`}
      className="pager"
      alwaysShow={false}
      first={page - 1}
      rows={1}
      totalRecords={totalPages}
      onPageChange={(event) => onPage(event.page + 1)}
      template={{ layout: 'PrevPageLink PageLinks NextPageLink', PrevPageLink: step('Back'), PageLinks: pageLinks, NextPageLink: step('Next') }}
    />
  );
}
