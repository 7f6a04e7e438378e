import { ListingPage } from '@/components/listing/listing-page';
import type { ListingPageData } from '@/lib/catalog/listing-types';

export { getCategoryStaticPaths as getStaticPaths, getCategoryStaticProps as getStaticProps } from '@/server/pages/category-page-props';

export default function CategoryPage(props: ListingPageData) {
  return <ListingPage {...props} />;
}
