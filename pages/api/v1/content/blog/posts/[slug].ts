import { withApi } from '@/server/http/with-api';
import { getBlogPostEndpoint } from '@/lib/contracts/content/content';
import { AppError } from '@/server/http/app-error';
import { getBlogPost } from '@/server/content/get-blog-post';

export const config = { api: { bodyParser: false } };

export default withApi(getBlogPostEndpoint, async ({ params, locale }) => {
  const post = await getBlogPost({ locale, slug: params.slug });
  if (!post) throw new AppError('NOT_FOUND', 'No published post has this address.');
  return post;
});
