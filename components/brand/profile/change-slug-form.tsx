import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FormFeedback } from './form-feedback';
import { useSaveAction } from './use-save-action';
import type { ProfilePageContext } from './profile-page-frame';
import { SlugField, slugLooksUsable } from './slug-field';

/** /brand/edit/slug (owners): a new address; the old one keeps working as a permanent redirect. */
export function ChangeSlugForm({ brand, profile, readOnly, refresh }: ProfilePageContext) {
  const { t } = useTranslation('brand-profile');
  const current = profile.slug ?? '';
  const [slug, setSlug] = useState(current);
  const { saving, error, success, setError, run } = useSaveAction(t('common.saveFailed'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || readOnly) return;
    if (slug === current) return setError(t('slug.unchanged'));
    if (!slugLooksUsable(slug)) return setError(t('create.fixSlug'));
    await run(async () => {
      const api = await import('@/services/brand-profile-service');
      const saved = await api.changeStoreSlug(brand.id, slug);
      refresh(saved);
      return t('slug.saved', { from: `/store/${current}`, to: saved.store_url });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <p className="text-sm text-sand-700">
        {t('slug.currentAddress')} <span className="font-medium text-sand-900" data-testid="current-store-url">{profile.store_url}</span>
      </p>
      <SlugField value={slug} onChange={setSlug} current={current} disabled={readOnly} />
      <div className="rounded-xl border border-star/40 bg-sand-50 p-4 text-sm text-sand-800">
        <p className="font-semibold text-sand-900">{t('slug.warning.title')}</p>
        <p className="mt-1">{t('slug.warning.body')}</p>
      </div>
      <FormFeedback error={error} success={success} />
      {readOnly ? null : (
        <div>
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('common.saving') : t('slug.save')}
          </button>
        </div>
      )}
    </form>
  );
}
