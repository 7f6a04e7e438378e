import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { DATABASE_KINDS } from './health-schemas';

/*
 * Platform endpoints for load balancers, orchestrators and Prometheus (issue 23 item 5). They
 * live at /api/health, /api/ready and /api/metrics, outside the versioned API (/api/v1), so
 * they are not in the registry of lib/contracts/api-endpoints.ts nor in the OpenAPI document.
 */

export const livenessSchema = z.strictObject({
  ok: z.literal(true),
  version: z.string(),
  uptime_seconds: z.number().int().min(0),
});
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessSchema = z.strictObject({
  ok: z.literal(true),
  database: z.enum(DATABASE_KINDS),
  migrations: z.strictObject({ expected: z.number().int().min(0), applied: z.number().int().min(0) }),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const livenessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process answers',
  description: 'Touches nothing else (no database): a failing database must not get a healthy process restarted.',
  tags: ['Platform'],
  auth: 'public',
  response: livenessSchema,
  cacheControl: 'no-store',
});

export const readinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: the database answers and every migration of this build is applied',
  tags: ['Platform'],
  auth: 'public',
  response: readinessSchema,
  errors: ['UNAVAILABLE'],
  cacheControl: 'no-store',
});

/** Prometheus text, written by the handler itself; Authorization: Bearer <METRICS_TOKEN>. */
export const metricsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
  tags: ['Platform'],
  auth: 'public',
  response: z.undefined(),
  cacheControl: 'no-store',
});
