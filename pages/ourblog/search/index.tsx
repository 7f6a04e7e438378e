import { searchFormRedirect } from '@/server/pages/content-search-redirect';

/** The blog's search box without JavaScript: ?q= becomes /ourblog/search/{q}. */
export const getServerSideProps = searchFormRedirect('/ourblog');

export default function BlogSearchFormPage() {
  return null;
}
