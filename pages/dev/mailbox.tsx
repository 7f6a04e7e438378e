import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { MailboxView, type MailboxViewProps } from '@/components/dev/mailbox-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { isDevMailboxEnabled } from '@/server/notifications/mail/dev-mailbox';
import { listOutboxMessages } from '@/server/notifications/mail/list-outbox-messages';

const MAILBOX_SIZE = 50;

/* The development outbox: mail kept instead of sent while SMTP_URL is unset. A 404 in
 * production unless DEV_MAILBOX=1 (end-to-end tests), because it shows every sign-in code. */
export const getServerSideProps: GetServerSideProps<MailboxViewProps> = async ({ locale, query, res }) => {
  if (!isDevMailboxEnabled()) return { notFound: true };
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const filter = typeof query.to === 'string' ? query.to.trim().toLowerCase().slice(0, 254) : '';
  const messages = await listOutboxMessages({ to: filter || undefined, limit: MAILBOX_SIZE });
  res.setHeader('Cache-Control', 'private, no-store');
  return {
    props: {
      ...(await serverSideTranslations(pageLocale, ['common', 'devmailbox'])),
      messages,
      filter,
    },
  };
};

export default function DevMailboxPage(props: MailboxViewProps) {
  return <MailboxView {...props} />;
}
