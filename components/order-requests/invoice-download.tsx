import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FileDownIcon } from '@/components/icons/file-down-icon';
import { fetchInvoicePdf } from '@/services/orders-service';
import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';

/* Payment statuses after which money was taken, so an invoice exists (server/ordering/payments). */
const PAID_PAYMENT_STATUSES: ReadonlySet<string> = new Set(['captured', 'partially_refunded', 'refunded']);

export function isPaidOrder(order: OrderView): boolean {
  return order.payment !== null && PAID_PAYMENT_STATUSES.has(order.payment.status);
}

/**
 * GET /v1/orders/{code}/invoice as a PDF. A customer's call needs the bearer token (not a
 * cookie), so the file is fetched by the client and handed to the browser as a download.
 */
export function InvoiceDownload({ orderCode, access }: { orderCode: string; access: string | null }) {
  const { t } = useTranslation('orders', { keyPrefix: 'requests' });
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download() {
    setState('busy');
    try {
      const url = URL.createObjectURL(await fetchInvoicePdf(orderCode, access));
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${orderCode}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the click has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className="btn-secondary gap-2 disabled:cursor-wait disabled:opacity-70" onClick={() => void download()} disabled={state === 'busy'} data-testid="invoice-download">
        <FileDownIcon className="size-4" />
        {t('invoice.download')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {t('invoice.failed')}
        </p>
      ) : null}
    </div>
  );
}
