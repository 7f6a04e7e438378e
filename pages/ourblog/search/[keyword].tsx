import { BlogListView } from '@/components/blog/blog-list-view';
import type { BlogListPageData } from '@/lib/content/blog-view';

export { getBlogSearchServerSideProps as getServerSideProps } from '@/server/pages/blog-page-props';

export default function BlogSearchPage(props: BlogListPageData) {
  return <BlogListView {...props} />;
}
