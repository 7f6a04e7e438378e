import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { invoiceParamsSchema, invoiceQuerySchema } from './invoices-schemas';

export const orderInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/{code}/invoice',
  summary: 'The invoice of a paid order, as a PDF',
  description:
    'Answers the application/pdf bytes themselves (no envelope), as an attachment named "invoice-{code}.pdf", in the order’s language. ' +
    'Same access as the order page: the customer who placed it (token), or a guest with `access` (tracking token) or `access_key` (checkout key); anyone else gets 404 in the envelope, as for an order that does not exist. ' +
    'An order not paid yet (or whose payment failed) has no invoice: 409.',
  tags: ['Orders'],
  auth: 'optional',
  params: invoiceParamsSchema,
  query: invoiceQuerySchema,
  response: z.null(),
  errors: ['NOT_FOUND', 'CONFLICT'],
});
