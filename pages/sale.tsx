import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';
import { collectionStaticProps } from '@/server/pages/collection-page-props';

export const getStaticProps = collectionStaticProps('sale');

export default function SalePage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
