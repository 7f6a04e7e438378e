import { useEffect } from 'react';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportWebVital } from './report-web-vital';

/**
 * Loaded late by DeferredWidgets; the web-vitals observers read buffered performance entries,
 * so LCP, FCP and TTFB that happened before it mounted are still reported.
 */
// The observers cannot be removed; registering them twice (React's development double effects)
// would report every metric twice.
let observing = false;

export function WebVitalsReporter() {
  useEffect(() => {
    if (observing) return;
    observing = true;
    onCLS(reportWebVital);
    onFCP(reportWebVital);
    onINP(reportWebVital);
    onLCP(reportWebVital);
    onTTFB(reportWebVital);
  }, []);
  return null;
}
