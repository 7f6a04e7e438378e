import type { ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XIcon } from '@/components/icons/x-icon';
import { MODAL_LOOKS, type ModalVariant } from './modal-looks';

export type { ModalVariant } from './modal-looks';

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the close button, in the page's language (none while it loads). */
  closeLabel: string | undefined;
  /** The dialog's name; a dialog without one (the quick view) names its panel by `panelLabel`. */
  title?: ReactNode;
  /** One line under the title, read as the dialog's description. */
  lead?: ReactNode;
  /** Extra classes for the title (size at md, for example). */
  titleClassName?: string;
  /** Where the panel sits and how it looks (modal-looks.ts); a centred dialog by default. */
  variant?: ModalVariant;
  panelLabel?: string;
  /** While the panel's content loads. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The store's dialogs and drawers: the centred dialog (a sheet from the bottom on phones), the
 * side drawers (filters, menu, cart), the quick-view sheet and the locale box. Headless UI traps
 * the focus, closes on Escape and on the backdrop, gives the focus back to the opener, and labels
 * the dialog with the title and lead; the variants differ only in placement and looks.
 */
export function ModalFrame({ open, onClose, closeLabel, title, lead, titleClassName, variant = 'dialog', panelLabel, busy, children }: ModalFrameProps) {
  const look = MODAL_LOOKS[variant];
  const close = (
    <button type="button" onClick={onClose} aria-label={closeLabel} className={look.close}>
      <XIcon className="size-5" />
    </button>
  );
  const heading = title === undefined ? null : <DialogTitle className={titleClassName === undefined ? look.title : `${look.title} ${titleClassName}`}>{title}</DialogTitle>;
  const description = lead ? <Description className={look.lead}>{lead}</Description> : null;
  const panel = (
    <DialogPanel aria-busy={busy} aria-label={panelLabel} className={look.panel}>
      {look.header === null ? (
        <>
          {close}
          {heading}
          {/* The centred dialog keeps the lead's space when it has none. */}
          {heading && !description ? <div className="mb-6" /> : description}
        </>
      ) : (
        <>
          <div className={look.header}>
            {heading}
            {close}
          </div>
          {description}
        </>
      )}
      {children}
    </DialogPanel>
  );
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className={look.backdrop} />
      {look.wrappers.reduceRight<ReactNode>(
        (inner, className) => (
          <div className={className}>{inner}</div>
        ),
        panel,
      )}
    </Dialog>
  );
}
