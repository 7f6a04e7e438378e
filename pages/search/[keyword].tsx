import { blogShortFormRedirect } from '@/server/pages/blog-short-form-redirect';

/** Spec §2's short form of /ourblog/search/{keyword}; /search?q= (product search) is pages/search.tsx and stays. */
export const getServerSideProps = blogShortFormRedirect('search', 'keyword');

export default function BlogSearchShortForm() {
  return null;
}
