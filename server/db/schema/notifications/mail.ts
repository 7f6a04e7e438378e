import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every mail the store sends. Without SMTP_URL this is the development outbox (transport
 * "outbox", bodies kept, read at /dev/mailbox). With SMTP the row only records that a mail went
 * out: sign-in mails carry live credentials, so their bodies are never kept.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    language: varchar('language', { length: 8 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    /** "outbox" (kept here only) or "smtp" (handed to the SMTP server). */
    transport: varchar('transport', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt), index('mail_outbox_created_idx').on(t.createdAt)],
);
