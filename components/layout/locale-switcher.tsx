import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { localeChoiceOf } from '@/lib/navigation/locale-choices';
import { languageOfLocale } from '@/lib/i18n/locales';
import { useLazyDialog } from '@/components/common/use-lazy-dialog';

const loadLocaleDialog = () => import('./locale-dialog').then((module) => module.LocaleDialog);
// Headless UI and the list load on first use, keeping them out of every page's first load.
const LocaleDialog = dynamic(loadLocaleDialog, { ssr: false });

export function LocaleSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const { open, requested, close, opener } = useLazyDialog();
  const current = localeChoiceOf(locale);

  return (
    <>
      <button
        {...opener}
        onPointerEnter={() => void loadLocaleDialog()}
        onFocus={() => void loadLocaleDialog()}
        className={clsx('header-btn gap-1.5', className)}
      >
        <GlobeIcon className="size-5" />
        {/* One string per text node: React marks each boundary between two with a comment. */}
        <span className="sr-only">{`${t('locale.change')}: `}</span>
        <span lang={current.locale}>
          {`${current.countryCode} · ${languageOfLocale(current.locale).toUpperCase()}`}
          <span className="sr-only">{` (${current.language} · ${current.country})`}</span>
        </span>
      </button>
      {requested && <LocaleDialog open={open} onClose={close} />}
    </>
  );
}
