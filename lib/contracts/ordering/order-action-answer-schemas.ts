import { z } from 'zod';
import { orderTrackingSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { orderRequestViewSchema } from './order-requests-schemas';

/** Every self-service action answers the order as tracking shows it, and the request it made. */
export const orderActionAnswerSchema = z.object({ tracking: orderTrackingSchema, request: orderRequestViewSchema });
export type OrderActionAnswer = z.infer<typeof orderActionAnswerSchema>;
