import { z } from 'zod';

/** Ids in paths arrive as strings: a positive integer, else 400 (never a 500 from the database). */
export const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .int({ error: `The ${what} id must be a whole number.` })
    .positive({ error: `The ${what} id must be positive.` })
    .max(2_147_483_647, { error: `No ${what} has this id.` });

export const brandParamsSchema = z.object({ brandId: idParam('brand') });
