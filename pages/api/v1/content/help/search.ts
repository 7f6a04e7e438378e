import { withApi } from '@/server/http/with-api';
import { searchHelpArticlesEndpoint } from '@/lib/contracts/content/content';
import { searchHelpArticles } from '@/server/content/search-help-articles';

export const config = { api: { bodyParser: false } };

export default withApi(searchHelpArticlesEndpoint, async ({ query, locale }) => ({ articles: await searchHelpArticles({ locale, words: query.q }) }));
