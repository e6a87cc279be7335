import { documentSorts } from '../../../shared/schemas/document';

export type DocumentSort = (typeof documentSorts)[number];
export type SortDirection = 'asc' | 'desc';

/** The documents list's filters; they live in the address so a filtered list can be shared. */
export interface DocumentFilters {
  name: string;
  tags: string[];
  /** A key of one of the world's types. */
  type: string | null;
  sort: DocumentSort;
  direction: SortDirection;
}

export const defaultFilters: DocumentFilters = {
  name: '',
  tags: [],
  type: null,
  sort: 'name',
  direction: 'asc',
};

/** Rows fetched per request; the list asks only for the pages on screen. */
export const listPageSize = 100;

/** Any key the address can hold; a key the world lacks lists no documents. */
function isDocumentType(value: string | null): value is string {
  return value !== null && value.length > 0 && value.length <= 64;
}

function isSort(value: string | null): value is DocumentSort {
  return (documentSorts as readonly (string | null)[]).includes(value);
}

export function readFilters(params: URLSearchParams): DocumentFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    name: params.get('name') ?? '',
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
    type: isDocumentType(type) ? type : null,
    sort: isSort(sort) ? sort : defaultFilters.sort,
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

/** The address form of the filters, defaults left out. */
export function writeFilters(filters: DocumentFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const name = filters.name.trim();
  if (name) params['name'] = name;
  if (filters.tags.length) params['tags'] = filters.tags.join(',');
  if (filters.type) params['type'] = filters.type;
  if (filters.sort !== defaultFilters.sort) params['sort'] = filters.sort;
  if (filters.direction !== defaultFilters.direction) params['direction'] = filters.direction;
  return params;
}

/** The query string of GET Documents for one slice of the filtered list. */
export function listQueryString(filters: DocumentFilters, offset: number, limit: number): string {
  const params = new URLSearchParams();
  const name = filters.name.trim();
  if (name) params.set('name', name);
  if (filters.tags.length) params.set('tags', filters.tags.join(','));
  if (filters.type) params.set('type', filters.type);
  params.set('sort', filters.sort);
  params.set('direction', filters.direction);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return params.toString();
}

/** The pages that hold rows `first` to `last` (inclusive). */
export function pagesForRows(first: number, last: number, pageSize = listPageSize): number[] {
  if (last < first || first < 0) return [];
  const pages: number[] = [];
  for (let page = Math.floor(first / pageSize); page <= Math.floor(last / pageSize); page += 1)
    pages.push(page);
  return pages;
}

/** Sorting by a date starts with the newest; by name, from A. */
export function defaultDirection(sort: DocumentSort): SortDirection {
  return sort === 'name' ? 'asc' : 'desc';
}
