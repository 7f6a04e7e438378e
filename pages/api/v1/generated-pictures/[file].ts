import { generatedPictureEndpoint } from '@/lib/contracts/catalog/generated-pictures';
import { serveGeneratedPicture } from '@/server/catalog/media/serve-generated-picture';
import { withApi } from '@/server/http/with-api';

export const config = { api: { bodyParser: false } };

export default withApi(generatedPictureEndpoint, (ctx) => serveGeneratedPicture({ file: ctx.params.file, res: ctx.res }));
