import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { isReadableAccent } from '@/lib/brands/color-contrast';
import { AccentColorField } from './accent-color-field';
import { FormFeedback } from './form-feedback';
import { useSaveAction } from './use-save-action';
import { PictureUploadField } from './picture-upload-field';
import type { ProfilePageContext } from './profile-page-frame';
import { StorefrontHeaderPreview } from './storefront-header-preview';

/** /brand/edit/theme: accent colour (checked for contrast as one types), logo and banner, with a preview. */
export function ThemeForm({ brand, profile, readOnly, refresh }: ProfilePageContext) {
  const { t } = useTranslation('brand-profile');
  const [accent, setAccent] = useState(profile.theme.accent_color ?? '');
  const { saving, error, success, setError, run } = useSaveAction(t('common.saveFailed'));
  // While the typed colour is unreadable, the preview keeps the saved one.
  const previewAccent = accent && isReadableAccent(accent) ? accent.toLowerCase() : profile.theme.accent_color;

  async function save(value: string | null) {
    if (saving || readOnly) return;
    if (value !== null && !isReadableAccent(value)) return setError(t('theme.accent.fixFirst'));
    await run(async () => {
      const api = await import('@/services/brand-profile-service');
      refresh(await api.saveBrandTheme(brand.id, value));
      if (value === null) setAccent('');
      return t(value === null ? 'theme.accent.reset' : 'theme.accent.saved');
    });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(accent || null);
  };

  return (
    <div className="flex flex-col gap-6">
      <StorefrontHeaderPreview name={profile.name} accent={previewAccent} logoUrl={profile.theme.logo_url} bannerUrl={profile.theme.banner_url} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
        <AccentColorField value={accent} onChange={setAccent} disabled={readOnly} />
        <FormFeedback error={error} success={success} />
        {readOnly ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
              {saving ? t('common.saving') : t('theme.accent.save')}
            </button>
            {profile.theme.accent_color ? (
              <button type="button" className="btn-secondary" disabled={saving} onClick={() => void save(null)}>
                {t('theme.accent.useStore')}
              </button>
            ) : null}
          </div>
        )}
      </form>
      <section aria-labelledby="theme-pictures" className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
        <h2 id="theme-pictures" className="text-base font-semibold text-sand-900">
          {t('theme.pictures.title')}
        </h2>
        <PictureUploadField brandId={brand.id} kind="logo" url={profile.theme.logo_url} disabled={readOnly} onChanged={() => refresh()} />
        <PictureUploadField brandId={brand.id} kind="banner" url={profile.theme.banner_url} disabled={readOnly} onChanged={() => refresh()} />
      </section>
    </div>
  );
}
