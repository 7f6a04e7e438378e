import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { collectionStaticProps } from '@/server/pages/collection-page-props';

/* /group-buy?page=N (N >= 2), rewritten here by next.config.js: page N rendered on the server (decision 0044). */
export { pagedListingStaticPaths as getStaticPaths } from '@/server/pages/listing-page-props';
export const getStaticProps = collectionStaticProps('group-buy');

export default function GroupBuyPagedPage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
