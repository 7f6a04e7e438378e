import { useTranslation } from '@/components/i18n/use-translation';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight past the header to the page's own content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-accent-600 focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white"
    >
      {t('skipToContent')}
    </a>
  );
}
