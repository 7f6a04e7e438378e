import { withApi } from '@/server/http/with-api';
import { suggestHelpArticlesEndpoint } from '@/lib/contracts/content/content';
import { suggestHelpArticles } from '@/server/content/search-help-articles';

export const config = { api: { bodyParser: false } };

export default withApi(suggestHelpArticlesEndpoint, async ({ query, locale }) => ({ suggestions: await suggestHelpArticles({ locale, words: query.q }) }));
