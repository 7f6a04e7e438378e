import { useId } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { localizedPath } from '@/lib/navigation/localized-path';
import { SUBSCRIBE_PATH } from '@/lib/navigation/site-navigation';

/**
 * The footer's newsletter sign-up: a plain GET form to /subscribe, which confirms the address
 * and shows its own messages. Works without JavaScript and adds none.
 */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const inputId = useId();
  return (
    <form action={localizedPath(SUBSCRIBE_PATH, locale)} method="get" className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-sand-900">
        {t('footer.newsletter.title')}
      </label>
      <p className="text-sm text-sand-600">{t('footer.newsletter.body')}</p>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          className="h-11 min-w-[12rem] flex-1 rounded-full border border-sand-300 bg-white px-4 text-sm text-sand-900 placeholder:text-sand-600 focus:border-accent-600 focus-visible:outline-offset-0"
        />
        <button type="submit" className="h-11 shrink-0 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-accent-700">
          {t('footer.newsletter.submit')}
        </button>
      </div>
    </form>
  );
}
