import { useTranslation } from '@/components/i18n/use-translation';
import type { BrandOrderSummary } from '@/services/brand-orders-service';

/** A crypto payment's confirmations ("3 of 12 confirmations"), or that it is confirmed or failed. */
export function CryptoState({ crypto }: { crypto: NonNullable<BrandOrderSummary['crypto']> }) {
  const { t } = useTranslation('brand-orders');
  const confirmed = crypto.payment_status === 'captured' || crypto.payment_status === 'refunded' || crypto.payment_status === 'partially_refunded';
  const failed = crypto.payment_status === 'failed' || crypto.payment_status === 'expired' || crypto.payment_status === 'canceled';
  const label = confirmed ? t('crypto.confirmed') : failed ? t('crypto.failed') : t('crypto.pending');
  return (
    <span className="block text-sm text-sand-700">
      <span className="font-medium text-sand-900">{label}</span>
      {crypto.confirmations_required > 0 && <> · {t('crypto.confirmations', { count: crypto.confirmations, required: crypto.confirmations_required })}</>}
      {crypto.asset && <> · {t('crypto.asset', { asset: crypto.asset })}</>}
    </span>
  );
}
