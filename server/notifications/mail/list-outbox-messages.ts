import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { devToolsMode } from '@/server/http/dev-tools';
import { listMail } from './repository';
import type { OutboxMessage, OutboxQuery } from '@/lib/contracts/notifications/outbox-schemas';

export const DEFAULT_OUTBOX_LIMIT = 20;

/** The newest mails of the development outbox; a 404 wherever the dev tools are off (the route checks who may call). */
export async function listOutboxMessages(query: OutboxQuery = {}): Promise<OutboxMessage[]> {
  if (devToolsMode() === 'off') throw new AppError('NOT_FOUND', 'Not found.');
  const rows = await listMail(getDb(), { toAddress: query.to || undefined, limit: query.limit ?? DEFAULT_OUTBOX_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    template: row.template,
    language: row.language,
    transport: row.transport,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
