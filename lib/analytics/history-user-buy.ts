import { analyticsContext, sendAnalyticsEvent, type AnalyticsContext, type AnalyticsParam } from './send-analytics-event';

/** Spec §7 History_user_buy: a shopper looked at their order history; history_page says which page. */
export interface HistoryUserBuyEvent {
  event_name: 'History_user_buy';
  event_timestamp: number;
  data: AnalyticsContext & { event_params: AnalyticsParam[] };
}

export function buildHistoryUserBuy(historyPage: string | number, now: number = Date.now()): HistoryUserBuyEvent {
  return {
    event_name: 'History_user_buy',
    event_timestamp: now,
    data: { ...analyticsContext(), event_params: [{ key: 'history_page', value: historyPage }] },
  };
}

export function sendHistoryUserBuy(historyPage: string | number): void {
  if (typeof window === 'undefined') return;
  try {
    sendAnalyticsEvent(buildHistoryUserBuy(historyPage));
  } catch {
    // Storage or screen reads that throw (privacy modes) never break the orders pages.
  }
}
