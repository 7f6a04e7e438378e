import { useTranslation } from '@/components/i18n/use-translation';
import { ModalFrame } from '@/components/common/modal-frame';
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
    <ModalFrame
      open={open}
      onClose={onClose}
      variant="compact"
      title={t('locale.title')}
      lead={t('locale.description')}
      closeLabel={t('locale.close')}
    >
      <h3 className="mb-1 text-sm font-semibold text-sand-900">{t('locale.languageHeading')}</h3>
      <LocaleChoiceList onChoose={choose} />
      <div className="mt-5 border-t border-sand-100 pt-5">
        <CountryForm onDone={onClose} />
      </div>
    </ModalFrame>
  );
}
