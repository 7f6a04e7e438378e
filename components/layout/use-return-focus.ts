import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus back to a dialog's trigger once the dialog has closed. Headless UI does this
 * from the focus history it records, but our dialogs load on first use, after the trigger got
 * its focus, so that history is empty the first time. Runs after the closing commit: while the
 * dialog is still mounted its focus trap would pull the focus back inside.
 */
export function useReturnFocus(open: boolean, triggerRef: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open, triggerRef]);
}
