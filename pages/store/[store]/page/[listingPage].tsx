import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';

/* /store/{store}?page=N (N >= 2), rewritten here by next.config.js: page N rendered on the server (decision 0044). */
export { pagedListingStaticPaths as getStaticPaths } from '@/server/pages/listing-page-props';
export { getVendorStaticProps as getStaticProps } from '@/server/pages/vendor-page-props';

export default function VendorStorePagedPage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
