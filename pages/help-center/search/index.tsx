import { searchFormRedirect } from '@/server/pages/content-search-redirect';

/** The help centre's search box without JavaScript: ?q= becomes /help-center/search/{q}. */
export const getServerSideProps = searchFormRedirect('/help-center');

export default function HelpSearchFormPage() {
  return null;
}
