import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';

export { getVendorStaticPaths as getStaticPaths, getVendorStaticProps as getStaticProps } from '@/server/pages/vendor-page-props';

export default function VendorStorePage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
