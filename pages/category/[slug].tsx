import { blogShortFormRedirect } from '@/server/pages/blog-short-form-redirect';

/** Spec §2's short form of /ourblog/category/{slug}: a permanent redirect. */
export const getServerSideProps = blogShortFormRedirect('category', 'slug');

export default function BlogCategoryShortForm() {
  return null;
}
