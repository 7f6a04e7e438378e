import { z } from 'zod';
import { orderParamsSchema } from '@/lib/contracts/ordering/orders-schemas';

export const invoiceParamsSchema = orderParamsSchema;

/* The same ways in as the order page: a guest proves the order with the tracking token of a
 * successful look-up, or with the checkout's access key. */
export const invoiceQuerySchema = z.object({
  access: z.string().max(80).optional().describe('A guest’s tracking access token (POST /v1/orders/track)'),
  access_key: z.string().max(64).optional().describe('A guest’s key from the place-order answer (access_key)'),
});
