import { withApi } from '@/server/http/with-api';
import { searchBlogPostsEndpoint } from '@/lib/contracts/content/content';
import { searchBlogPosts } from '@/server/content/search-blog-posts';

export const config = { api: { bodyParser: false } };

export default withApi(searchBlogPostsEndpoint, ({ query, locale }) => searchBlogPosts({ locale, words: query.q }));
