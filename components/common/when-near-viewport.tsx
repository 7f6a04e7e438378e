import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

interface WhenNearViewportProps {
  children: ReactNode;
  /** How far ahead of the screen the block starts loading (CSS margin of the observer). */
  ahead?: string;
}

/**
 * Renders its children once the place they go comes within `ahead` of the screen. For blocks
 * below the fold that load code and data of their own (product deals): a shopper who never
 * scrolls there costs no request, and one who does finds them loaded, while the phone spends
 * the first seconds on what is on screen (decision 0021). The block must not move what is above
 * it when it appears.
 */
export function WhenNearViewport({ children, ahead = '600px' }: WhenNearViewportProps) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, ahead);

  return near ? <>{children}</> : <div ref={marker} aria-hidden="true" />;
}
