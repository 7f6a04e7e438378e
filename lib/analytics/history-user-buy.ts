import { buildParamsEvent, sendParamsEvent, type ParamsAnalyticsEvent } from './send-analytics-event';

/** Spec §7 History_user_buy: a shopper looked at their order history; history_page says which page. */
export type HistoryUserBuyEvent = ParamsAnalyticsEvent<'History_user_buy'>;

export function buildHistoryUserBuy(historyPage: string | number, now: number = Date.now()): HistoryUserBuyEvent {
  return buildParamsEvent('History_user_buy', [{ key: 'history_page', value: historyPage }], now);
}

export function sendHistoryUserBuy(historyPage: string | number): void {
  sendParamsEvent('History_user_buy', [{ key: 'history_page', value: historyPage }]);
}
