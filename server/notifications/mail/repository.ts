import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

/* The only file of the mail module that touches the database. */

export type MailTransportName = 'outbox' | 'smtp';

export interface MailRecordInput {
  toAddress: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  language: string;
  template: string;
  transport: MailTransportName;
  sentAt: Date | null;
}

export async function recordMail(db: Db, mail: MailRecordInput): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail insert returned no row');
  return row.id;
}

export interface OutboxRecord {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  language: string;
  template: string;
  transport: string;
  createdAt: Date;
  sentAt: Date | null;
}

export function listMail(db: Db, filter: { toAddress?: string; limit: number }): Promise<OutboxRecord[]> {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      language: mailOutbox.language,
      template: mailOutbox.template,
      transport: mailOutbox.transport,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(filter.toAddress === undefined ? undefined : eq(mailOutbox.toAddress, filter.toAddress))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}
