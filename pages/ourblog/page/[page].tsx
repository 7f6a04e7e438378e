import { BlogListView } from '@/components/blog/blog-list-view';
import type { BlogListPageData } from '@/lib/content/blog-view';

export { getBlogPageStaticPaths as getStaticPaths, getBlogPageStaticProps as getStaticProps } from '@/server/pages/blog-page-props';

export default function BlogListPage(props: BlogListPageData) {
  return <BlogListView {...props} />;
}
