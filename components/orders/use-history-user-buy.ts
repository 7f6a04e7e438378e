import { useEffect, useRef } from 'react';
import { sendHistoryUserBuy } from '@/lib/analytics/history-user-buy';

/**
 * Sends History_user_buy (spec §7) once per page view of an orders page: once when it loads, and
 * again only when the page shown changes (page 2 of the list, say). Null waits for the page to be known.
 */
export function useHistoryUserBuy(historyPage: string | number | null): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (historyPage === null || sent.current === String(historyPage)) return;
    sent.current = String(historyPage);
    sendHistoryUserBuy(historyPage);
  }, [historyPage]);
}
