import { deleteBrandDocumentEndpoint } from '@/lib/contracts/brands/applications';
import { deleteBrandDocument } from '@/server/brands/applications/delete-brand-document';
import { withBrandApi } from '@/server/brands/with-brand-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withBrandApi(deleteBrandDocumentEndpoint, 'manager', ({ brand, params }) => deleteBrandDocument(brand, params.documentId));
