import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { PaymentsView, type PaymentsViewProps } from '@/components/dev/payments-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { mayUseDevTools } from '@/server/accounts/operators/dev-tools-access';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { listPendingTestCharges } from '@/server/ordering/payments/test-provider/list-pending-test-charges';

/* The test gateway's console: pending payments (ACH, wire, crypto) and buttons that settle them
 * through signed webhooks. A dev tool (decision 0038): a 404 in a production build unless DEV_TOOLS=1,
 * and then for operators only, because it can mark an order paid. */
export const getServerSideProps: GetServerSideProps<PaymentsViewProps> = async ({ locale, req, res }) => {
  if (!(await mayUseDevTools(req, req.cookies[COOKIE_KEYS.TOKEN]))) return { notFound: true };
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
