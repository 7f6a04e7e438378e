import { getContentCoverEndpoint } from '@/lib/contracts/content/editor';
import { serveContentCover } from '@/server/content/editor/serve-content-cover';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(getContentCoverEndpoint, (ctx) => serveContentCover({ name: ctx.params.name, res: ctx.res }));
