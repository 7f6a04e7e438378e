import { uploadContentCoverEndpoint } from '@/lib/contracts/content/editor';
import { withOperatorApi } from '@/server/accounts/operators/with-operator-api';
import { uploadContentCover } from '@/server/content/editor/upload-content-cover';

export const config = { api: { bodyParser: false } };

export default withOperatorApi(uploadContentCoverEndpoint, ({ body }) => uploadContentCover(body));
