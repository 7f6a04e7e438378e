import { useEffect } from 'react';
import { trackComponentLoad } from '@/lib/analytics/page-events';

/**
 * Sends component_load_tracking (spec §7) when a tracked area of spec §2 (quick view, popup
 * cart, checkout, order success, login) is shown; once per mount.
 */
export function useComponentLoadTracking(componentName: string): void {
  useEffect(() => {
    trackComponentLoad(componentName);
  }, [componentName]);
}
