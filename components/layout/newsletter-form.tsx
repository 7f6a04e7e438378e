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
          className="newsletter-input"
        />
        <button type="submit" className="newsletter-submit">
          {t('footer.newsletter.submit')}
        </button>
      </div>
    </form>
  );
}
