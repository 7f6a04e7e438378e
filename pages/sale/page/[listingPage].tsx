import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { collectionStaticProps } from '@/server/pages/collection-page-props';

/* /sale?page=N (N >= 2), rewritten here by next.config.js: page N rendered on the server (decision 0044). */
export { pagedListingStaticPaths as getStaticPaths } from '@/server/pages/listing-page-props';
export const getStaticProps = collectionStaticProps('sale');

export default function SalePagedPage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
