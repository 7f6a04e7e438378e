import { useTranslation } from '@/components/i18n/use-translation';

export const PROFILE_LANGUAGES = ['en', 'fr', 'de'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** Which language's texts are shown; every language's texts stay in the form and are saved together. */
export function LanguageSwitch({ value, onChange, filled }: { value: ProfileLanguage; onChange: (language: ProfileLanguage) => void; filled: (language: ProfileLanguage) => boolean }) {
  const { t } = useTranslation('brand-profile');
  return (
    <div role="group" aria-label={t('common.languages.label')} className="inline-flex w-fit flex-wrap self-start rounded-full border border-sand-300 bg-white p-1">
      {PROFILE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          onClick={() => onChange(language)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${value === language ? 'bg-sand-900 text-white' : 'text-sand-700 hover:bg-sand-100'}`}
        >
          {t(`common.languages.${language}`)}
          {filled(language) ? null : <span className="ms-1 text-xs font-normal">{t('common.languages.empty')}</span>}
        </button>
      ))}
    </div>
  );
}
