import { BlogPostView } from '@/components/blog/blog-post-view';
import type { BlogPostPageData } from '@/lib/content/blog-view';

export { getBlogPostStaticPaths as getStaticPaths, getBlogPostStaticProps as getStaticProps } from '@/server/pages/blog-page-props';

export default function BlogPostPage(props: BlogPostPageData) {
  return <BlogPostView {...props} />;
}
