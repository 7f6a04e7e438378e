import { blogShortFormRedirect } from '@/server/pages/blog-short-form-redirect';

/** Spec §2's short form of /ourblog/tag/{slug}: a permanent redirect. */
export const getServerSideProps = blogShortFormRedirect('tag', 'slug');

export default function BlogTagShortForm() {
  return null;
}
