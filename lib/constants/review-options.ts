import { codeLookup } from './code-lookup';

/** Spec §9 review sort: the option shown to shoppers and the field the list is ordered by. */
export const REVIEW_SORT = {
  top: 'useful_num',
  latest: 'date_created',
} as const;

export type ReviewSort = keyof typeof REVIEW_SORT;
export type ReviewSortField = (typeof REVIEW_SORT)[ReviewSort];

/** Spec §9 review filter. */
export const REVIEW_FILTERS = ['All', 'WithImages'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Not in the spec: the most useful reviews first and no filter is what a shopper sees first. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'top';
export const DEFAULT_REVIEW_FILTER: ReviewFilter = 'All';

const sortLookup = codeLookup(REVIEW_SORT);
export const REVIEW_SORTS = sortLookup.names;
export const reviewSortField: (sort: unknown) => ReviewSortField | undefined = sortLookup.codeOf;
export const reviewSortOfField: (field: unknown) => ReviewSort | undefined = sortLookup.nameOf;
export const isReviewSort: (value: unknown) => value is ReviewSort = sortLookup.isName;

export function isReviewFilter(value: unknown): value is ReviewFilter {
  return typeof value === 'string' && (REVIEW_FILTERS as readonly string[]).includes(value);
}
