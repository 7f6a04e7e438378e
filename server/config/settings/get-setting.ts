import type { z } from 'zod';
import { getDb } from '@/server/db/client';
import { findSettingValue } from './repository';

/**
 * An operator setting, checked against its schema. A missing or malformed value gives the
 * fallback: a bad setting must degrade the page, not take it down.
 */
export async function getSetting<T extends z.ZodType>(key: string, schema: T, fallback: z.output<T>): Promise<z.output<T>> {
  const value = await findSettingValue(getDb(), key);
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
