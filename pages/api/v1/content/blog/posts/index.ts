import { withApi } from '@/server/http/with-api';
import { listBlogPostsEndpoint } from '@/lib/contracts/content/content';
import { listBlogPosts } from '@/server/content/list-blog-posts';

export const config = { api: { bodyParser: false } };

export default withApi(listBlogPostsEndpoint, ({ query, locale }) => listBlogPosts({ locale, page: query.page }));
