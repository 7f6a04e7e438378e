import { z } from 'zod';
import { orderTrackingSchema } from '@/server/ordering/shipments/schemas';
import { orderRequestViewSchema } from './schemas';

/** Every self-service action answers the order as tracking shows it, and the request it made. */
export const orderActionAnswerSchema = z.object({ tracking: orderTrackingSchema, request: orderRequestViewSchema });
export type OrderActionAnswer = z.infer<typeof orderActionAnswerSchema>;
