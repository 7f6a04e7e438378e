import { BlogListView } from '@/components/blog/blog-list-view';
import type { BlogListPageData } from '@/lib/content/blog-view';

export { getBlogIndexStaticProps as getStaticProps } from '@/server/pages/blog-page-props';

export default function BlogIndexPage(props: BlogListPageData) {
  return <BlogListView {...props} />;
}
