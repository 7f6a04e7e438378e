import { uploadBrandDocumentEndpoint } from '@/lib/contracts/brands/applications';
import { uploadBrandDocument } from '@/server/brands/applications/upload-brand-document';
import { withBrandApi } from '@/server/brands/with-brand-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withBrandApi(uploadBrandDocumentEndpoint, 'manager', ({ brand, body }) => uploadBrandDocument(brand, body));
