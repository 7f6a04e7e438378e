import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';

/** The newest mail of this template to an address, as its owner reads their inbox. */
export async function latestMail(db: Db, to: string, template: string): Promise<{ text: string; subject: string } | undefined> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${to.toLowerCase()} and ${mailOutbox.template} = ${template}`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return mail ? { text: mail.textBody ?? '', subject: mail.subject } : undefined;
}

/** The 6-digit code of the newest programme code mail to an address. */
export async function latestProgrammeCode(db: Db, to: string): Promise<string> {
  const mail = await latestMail(db, to, 'programme-code');
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`No programme code mail to ${to}`);
  return code;
}

export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
