import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { MailboxView, type MailboxViewProps } from '@/components/dev/mailbox-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { mayUseDevTools } from '@/server/accounts/operators/dev-tools-access';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { listOutboxMessages } from '@/server/notifications/mail/list-outbox-messages';

const MAILBOX_SIZE = 50;

/* The development outbox: mail kept instead of sent while SMTP_URL is unset. A dev tool
 * (decision 0038): a 404 in a production build unless DEV_TOOLS=1, and then for operators only,
 * because it shows every sign-in code. */
export const getServerSideProps: GetServerSideProps<MailboxViewProps> = async ({ locale, query, req, res }) => {
  if (!(await mayUseDevTools(req, req.cookies[COOKIE_KEYS.TOKEN]))) return { notFound: true };
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
