import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useTranslation } from '@/components/i18n/use-translation';
import X from 'lucide-react/icons/x';
import type { Locale } from '@/lib/i18n/locales';
import { CountryForm } from './country-form';
import { LocaleChoiceList } from './locale-choice-list';
import { useSwitchLocale } from './use-switch-locale';

interface LocaleDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Loaded on first use by LocaleSwitcher: Headless UI traps the focus and closes on Escape. */
export function LocaleDialog({ open, onClose }: LocaleDialogProps) {
  const { t } = useTranslation('common');
  const switchLocale = useSwitchLocale();

  function choose(locale: Locale) {
    onClose();
    switchLocale(locale);
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-sand-900/30" />
      <div className="fixed inset-0 flex items-end justify-center p-3 md:items-center md:p-6">
        <DialogPanel className="w-full max-w-md animate-fade-in rounded-xl bg-white p-5 shadow-raised md:p-6">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold text-sand-900">{t('locale.title')}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('locale.close')}
              className="-m-1 flex size-9 items-center justify-center rounded-full text-sand-600 hover:bg-sand-100 hover:text-sand-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <Description className="mt-1 mb-4 text-sm text-sand-600">{t('locale.description')}</Description>
          <h3 className="mb-1 text-sm font-semibold text-sand-900">{t('locale.languageHeading')}</h3>
          <LocaleChoiceList onChoose={choose} />
          <div className="mt-5 border-t border-sand-100 pt-5">
            <CountryForm onDone={onClose} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
