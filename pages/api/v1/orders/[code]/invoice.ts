import { orderInvoiceEndpoint } from '@/lib/contracts/ordering/invoices';
import { serveOrderInvoice } from '@/server/ordering/invoices/serve-order-invoice';
import { withApi } from '@/server/http/with-api';

// Literal, so Next reads it at build time: withApi reads and checks the body itself.
export const config = { api: { bodyParser: false } };

export default withApi(orderInvoiceEndpoint, ({ caller, params, query, res }) =>
  serveOrderInvoice({ caller, code: params.code, access: query.access, accessKey: query.access_key, res }),
);
