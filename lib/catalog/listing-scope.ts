import type { ListingCollection } from './listing-constants';

/** What a listing lists before any filter: a category, a vendor's store or a landing collection. */
export type ListingScope =
  | { kind: 'category'; slug: string }
  | { kind: 'vendor'; slug: string }
  | { kind: 'collection'; collection: ListingCollection };

/** The page a scope lives on, without locale prefix. */
export function listingScopePath(scope: ListingScope): string {
  switch (scope.kind) {
    case 'category':
      return `/${scope.slug}`;
    case 'vendor':
      return `/store/${scope.slug}`;
    case 'collection':
      return `/${scope.collection}`;
  }
}

/** The list API's scope parameters for a scope (GET /v1/catalog/products). */
export function listingScopeApiParams(scope: ListingScope): Record<string, string | string[]> {
  switch (scope.kind) {
    case 'category':
      return { category_slugs: [scope.slug] };
    case 'vendor':
      return { vendor_slugs: [scope.slug] };
    case 'collection':
      return { collection: scope.collection };
  }
}
