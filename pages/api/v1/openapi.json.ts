import { openApiDocumentEndpoint } from '@/lib/contracts/http/openapi';
import { openApiDocument } from '@/server/http/openapi/openapi-document';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

/* The one route that answers without the envelope (contract `rawResponse`): OpenAPI tools expect
 * the bare document. Its errors still use the envelope. */
export default withApi(openApiDocumentEndpoint, () => openApiDocument());
