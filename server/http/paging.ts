/**
 * `?page=&page_size=` of the paged lists. Query values arrive as text (never coerced): any text is accepted by the
 * schema and read here, so a bad value gets a message naming what is wrong. A page past the end is simply empty.
 */
import { MAX_PAGE_SIZE } from '../../contracts/shapes';
import type { FieldErrors } from '../../src/engine/core/field-errors';
import { ApiError } from '../lib/api-error';
import { MAX_ID } from '../lib/ids';

export { MAX_PAGE_SIZE };

export interface PagingQuery {
  page?: string;
  page_size?: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** `querystring` schema of a paged list. */
export function pagingQuerySchema(defaultSize: number) {
  return {
    type: 'object',
    properties: {
      page: { type: 'string', maxLength: 20, description: 'Page number from 1 (default 1).' },
      page_size: {
        type: 'string',
        maxLength: 20,
        description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${defaultSize}).`,
      },
    },
    additionalProperties: false,
  } as const;
}

/** The answer of a paged list: `{results, count}`; named `<item title>Page` in the OpenAPI document. */
export function pagedSchema(item: object) {
  const title = (item as { title?: unknown }).title;
  return {
    ...(typeof title === 'string' ? { title: `${title}Page` } : {}),
    type: 'object',
    properties: {
      results: { type: 'array', items: item },
      count: { type: 'integer', description: 'How many items there are in all pages.' },
    },
    required: ['results', 'count'],
    additionalProperties: false,
  } as const;
}

function whole(text: string | undefined, fallback: number, max: number): number | string {
  if (text === undefined) return fallback;
  if (!/^\s*[+-]?\d+\s*$/.test(text)) return 'A valid integer is required.';
  const value = Number(text);
  if (value < 1) return 'Ensure this value is greater than or equal to 1.';
  if (value > max) return `Ensure this value is less than or equal to ${max}.`;
  return value;
}

/** Reads page and page size, or throws a 400 naming each bad one. */
export function readPaging(query: PagingQuery, defaultSize: number): Paging {
  const page = whole(query.page, 1, MAX_ID);
  const pageSize = whole(query.page_size, defaultSize, MAX_PAGE_SIZE);
  const errors: FieldErrors = {};
  if (typeof page === 'string') errors.page = [page];
  if (typeof pageSize === 'string') errors.page_size = [pageSize];
  if (typeof page === 'string' || typeof pageSize === 'string') throw ApiError.fields(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** What a paged list reads: how many items there are, and one page of them. */
export interface PagedSource<R> {
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<readonly R[]>;
}

/** One page of `source` as `{results, count}`; a page past the end reads no rows. */
export async function readPage<R, T>(source: PagedSource<R>, paging: Paging, toItem: (row: R) => T): Promise<{ results: T[]; count: number }> {
  const count = await source.count();
  const rows = paging.offset < count ? await source.page(paging.offset, paging.pageSize) : [];
  return { results: rows.map(toItem), count };
}
