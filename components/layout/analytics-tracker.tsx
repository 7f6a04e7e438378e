import { useAnalytics } from './use-analytics';

/** The store's analytics of the whole visit, mounted late by DeferredWidgets (out of the first load). */
export function AnalyticsTracker() {
  useAnalytics();
  return null;
}
