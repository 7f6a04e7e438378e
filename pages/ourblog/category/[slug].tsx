import type { GetStaticProps } from 'next';
import { BlogListView } from '@/components/blog/blog-list-view';
import type { BlogListPageData } from '@/lib/content/blog-view';
import { blogTermStaticProps } from '@/server/pages/blog-page-props';

export { getBlogTermStaticPaths as getStaticPaths } from '@/server/pages/blog-page-props';
export const getStaticProps: GetStaticProps<BlogListPageData, { slug: string }> = blogTermStaticProps('category');

export default function BlogCategoryPage(props: BlogListPageData) {
  return <BlogListView {...props} />;
}
