import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import type { Localized } from '@/lib/brands/brand-rules';
import { STORE_DESCRIPTION_MAX } from '@/lib/contracts/brands/profile-schemas';
import { LanguageSwitch, type ProfileLanguage } from './language-switch';
import { TextAreaField } from './text-area-field';

/** The store's description in en, fr and de, one language shown at a time. */
export function DescriptionFields({ value, onChange, disabled }: { value: Localized; onChange: (next: Localized) => void; disabled?: boolean }) {
  const { t } = useTranslation('brand-profile');
  const [language, setLanguage] = useState<ProfileLanguage>('en');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-sand-900">{t('profile.description.legend')}</legend>
      <p className="text-sm text-sand-600">{t('profile.description.lead')}</p>
      <LanguageSwitch value={language} onChange={setLanguage} filled={(l) => value[l].trim() !== ''} />
      <TextAreaField
        key={language}
        label={t('profile.description.label', { language: t(`common.languages.${language}`) })}
        hint={t('profile.description.hint')}
        lang={language}
        value={value[language]}
        maxLength={STORE_DESCRIPTION_MAX}
        disabled={disabled}
        rows={5}
        onChange={(text) => onChange({ ...value, [language]: text })}
      />
    </fieldset>
  );
}
