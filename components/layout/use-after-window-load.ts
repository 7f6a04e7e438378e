import { useEffect, useState } from 'react';
import { SECONDARY_WIDGETS_DELAY_MS } from '@/lib/constants/limits';

/**
 * Spec §2: secondary widgets load about 1.5 seconds after the window load event.
 * True once `delayMs` have passed since the window's load event (or since mount, when the page
 * had already loaded, as after a client-side navigation). Waiting for `load` keeps secondary
 * code and requests out of the way of the page's own resources and of its performance metrics.
 */
export function useAfterWindowLoad(delayMs: number = SECONDARY_WIDGETS_DELAY_MS): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [delayMs]);

  return ready;
}
