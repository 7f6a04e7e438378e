import type { ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import X from 'lucide-react/icons/x';

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  title: ReactNode;
  /** One line under the title, read as the dialog's description. */
  lead?: ReactNode;
  /** Extra classes for the title (size at md, for example). */
  titleClassName?: string;
  children: ReactNode;
}

/**
 * The store's dialog: a sheet from the bottom on phones, centred from md up, with a close button
 * in the corner. Headless UI traps the focus, closes on Escape and labels the dialog with the
 * title and lead.
 */
export function ModalFrame({ open, onClose, closeLabel, title, lead, titleClassName, children }: ModalFrameProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-sand-900/40" />
      {/* The scrolling box holds a min-h-full flex box: a panel taller than the screen then scrolls
          from its top, where a flex container that scrolls itself would cut the title off. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 md:items-center md:p-6">
          <DialogPanel className="relative w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-8">
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="absolute end-3 top-3 flex size-10 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            <DialogTitle className={`pe-10 text-xl font-semibold tracking-tight text-sand-900 ${titleClassName ?? ''}`}>{title}</DialogTitle>
            {lead ? <Description className="mt-2 mb-6 text-sm text-sand-600">{lead}</Description> : <div className="mb-6" />}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
