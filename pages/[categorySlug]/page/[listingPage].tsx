import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';

/* /{category}?page=N (N >= 2), rewritten here by next.config.js: page N rendered on the server (decision 0044). */
export { pagedListingStaticPaths as getStaticPaths } from '@/server/pages/listing-page-props';
export { getCategoryStaticProps as getStaticProps } from '@/server/pages/category-page-props';

export default function CategoryPagedPage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
