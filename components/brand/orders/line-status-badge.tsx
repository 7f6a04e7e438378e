import { lineStatusTone, useOrderFormat } from './use-order-format';

export function LineStatusBadge({ status }: { status: number }) {
  const format = useOrderFormat();
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${lineStatusTone(status)}`}>{format.lineStatus(status)}</span>;
}
