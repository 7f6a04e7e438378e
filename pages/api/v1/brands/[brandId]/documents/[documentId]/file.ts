import { brandDocumentFileEndpoint } from '@/lib/contracts/brands/applications';
import { serveBrandDocument } from '@/server/brands/applications/serve-brand-document';
import { withBrandApi } from '@/server/brands/with-brand-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withBrandApi(brandDocumentFileEndpoint, 'staff', ({ brand, params, res }) => serveBrandDocument(brand, params.documentId, res));
