import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PaymentsView, type PaymentsViewProps } from '@/components/dev/payments-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { isDevMailboxEnabled } from '@/server/notifications/mail/dev-mailbox';
import { listPendingTestCharges } from '@/server/ordering/payments/test-provider/list-pending-test-charges';

/* The test gateway's console: pending payments (ACH, wire, crypto) and buttons that settle them
 * through signed webhooks. Same switch as the development outbox: a 404 in production unless
 * DEV_MAILBOX=1, because anyone could mark an order paid here. */
export const getServerSideProps: GetServerSideProps<PaymentsViewProps> = async ({ locale, res }) => {
  if (!isDevMailboxEnabled()) return { notFound: true };
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const charges = await listPendingTestCharges();
  res.setHeader('Cache-Control', 'private, no-store');
  return {
    props: {
      ...(await serverSideTranslations(pageLocale, ['common', 'devpayments'])),
      charges,
    },
  };
};

export default function DevPaymentsPage(props: PaymentsViewProps) {
  return <PaymentsView {...props} />;
}
