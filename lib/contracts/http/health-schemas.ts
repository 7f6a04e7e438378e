import { z } from 'zod';

export const DATABASE_KINDS = ['pglite', 'postgres', 'memory'] as const;

export const healthSchema = z.strictObject({
  ok: z.literal(true),
  database: z.enum(DATABASE_KINDS).describe('Which database the instance runs on: embedded PGlite (on disk or in memory) or a PostgreSQL server.'),
  version: z.string().describe('Version of the running application.'),
});

export type Health = z.infer<typeof healthSchema>;
