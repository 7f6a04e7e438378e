import { ModalFrame } from '@/components/common/modal-frame';
import { useTranslation } from '@/components/i18n/use-translation';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  lead: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before something that cannot be undone from here (removing, revoking). */
export function ConfirmDialog({ open, title, lead, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('brand');
  return (
    <ModalFrame open={open} onClose={onClose} closeLabel={t('team.cancel')} title={title} lead={lead}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('team.cancel')}
        </button>
        <button type="button" className="inline-flex min-h-12 items-center justify-center rounded-full bg-danger-600 px-6 font-semibold text-white hover:opacity-90 disabled:opacity-60" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
