import type { DbOrTx } from '@/server/db/db-or-tx';
import { supportMessages } from '@/server/db/schema/content/help';
import type { ContentLanguage } from './content-languages';

export async function insertSupportMessage(
  db: DbOrTx,
  input: { name: string; email: string; topic: string; orderNumber: string | null; message: string; language: ContentLanguage; customerId: number | null },
): Promise<number> {
  const [row] = await db.insert(supportMessages).values(input).returning({ id: supportMessages.id });
  return row!.id;
}
