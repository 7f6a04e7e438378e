import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/notifications/mail';

/** The newest mail of a template to an address, as the development outbox kept it. */
export async function latestMailTo(db: Db, to: string, template: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the newest invitation mailed to `email` (read from the link in the mail). */
export async function invitationTokenMailedTo(db: Db, email: string): Promise<string> {
  const mail = await latestMailTo(db, email, 'brand-invitation');
  const token = /\/brand\/join\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}: ${mail?.textBody ?? 'no mail'}`);
  return token;
}
