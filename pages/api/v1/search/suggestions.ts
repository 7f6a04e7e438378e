import { withApi } from '@/server/http/with-api';
import { searchSuggestionsEndpoint } from '@/lib/contracts/catalog/search';
import { suggestProducts } from '@/server/catalog/search/suggest-products';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(searchSuggestionsEndpoint, (ctx) => {
  // The answer depends on the locale header as well as the URL.
  ctx.res.setHeader('Vary', 'location');
  return suggestProducts({ q: ctx.query.q, locale: ctx.locale });
});
