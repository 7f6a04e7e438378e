import { useCallback, useRef, useState, type RefObject } from 'react';
import { useReturnFocus } from '@/components/layout/use-return-focus';

export interface LazyDialog {
  open: boolean;
  /** True from the first opening on: the dialog's code is loaded and it stays mounted (closed). */
  requested: boolean;
  /** The button that opens it, which gets the focus back when it closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
  show(): void;
  close(): void;
  /** The props of a button that opens it and says whether it is open. */
  opener: { ref: RefObject<HTMLButtonElement | null>; type: 'button'; 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; onClick(): void };
}

/**
 * The state of a dialog whose code loads on first use (menu, locale, filters): it is mounted from
 * the first opening, so Headless UI can animate its closing and keep what was scrolled, and the
 * focus returns to its button (see useReturnFocus).
 */
export function useLazyDialog(): LazyDialog {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, openerRef);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, requested, openerRef, show, close, opener: { ref: openerRef, type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: show } };
}
