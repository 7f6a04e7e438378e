import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectAnyModalOpen } from '@/store/slices/modals-state';

/**
 * Locks the page behind an open modal (spec §2: body scrolling is locked while modals are open).
 * Hiding the scrollbar would widen the page and shift it sideways, so the body gets the
 * scrollbar's width as extra right padding; both styles and the scroll position are put back
 * exactly as they were when the last modal closes.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const scrollY = window.scrollY;
  const scrollbarWidth = Math.max(0, window.innerWidth - documentElement.clientWidth);
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const currentPadding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;

  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${currentPadding + scrollbarWidth}px`;

  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    if (window.scrollY !== scrollY) window.scrollTo(0, scrollY);
  };
}

export function useBodyScrollLock(): void {
  const anyModalOpen = useAppSelector(selectAnyModalOpen);
  useEffect(() => (anyModalOpen ? lockBodyScroll() : undefined), [anyModalOpen]);
}
