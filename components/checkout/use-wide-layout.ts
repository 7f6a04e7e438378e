import { useSyncExternalStore } from 'react';
import { LG_UP_MEDIA } from '@/lib/dom/breakpoint-media';

/** The project's lg breakpoint (992px), where the summary moves beside the form. */
const QUERY = LG_UP_MEDIA;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True on a wide screen. The checkout's content only exists in the browser (it is personal), so
 * rendering one layout instead of hiding the other costs no layout shift and keeps one copy of
 * each control in the page.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
