import { useState, type FormEvent } from 'react';
import Link from '@/components/common/store-link';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import type { Localized } from '@/lib/brands/brand-rules';
import { STORE_NAME_MAX } from '@/lib/contracts/brands/profile-schemas';
import { DescriptionFields } from './description-fields';
import { FormFeedback } from './form-feedback';
import { useSaveAction } from './use-save-action';
import type { ProfilePageContext } from './profile-page-frame';

/** /brand/edit: the store's name and descriptions, with a link to see the store as shoppers do. */
export function EditProfileForm({ brand, profile, readOnly, refresh, justCreated }: ProfilePageContext & { justCreated: boolean }) {
  const { t } = useTranslation('brand-profile');
  const [name, setName] = useState(profile.name);
  const [description, setDescription] = useState<Localized>(profile.description);
  const { saving, error, success, setError, run } = useSaveAction(t('common.saveFailed'));
  const [saved, setSaved] = useState(false);
  // The query of a pre-rendered page arrives after hydration: the welcome is derived from it, until a first save.
  const shownSuccess = success ?? (justCreated && !saved ? t('create.created') : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || readOnly) return;
    if (name.trim().length < 2) return setError(t('profile.name.required'));
    await run(async () => {
      const api = await import('@/services/brand-profile-service');
      refresh(await api.saveBrandProfile(brand.id, { name, description }));
      setSaved(true);
      return t('profile.saved');
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-sand-700">
          {t('profile.address')} <span className="font-medium text-sand-900">{profile.store_url}</span>
        </p>
        {profile.store_url ? (
          <Link href={profile.store_url} className="btn-secondary min-h-11">
            {t('profile.viewStore')}
          </Link>
        ) : null}
      </div>
      <TextField label={t('profile.name.label')} hint={t('profile.name.hint')} value={name} maxLength={STORE_NAME_MAX} required disabled={readOnly} onChange={(event) => setName(event.target.value)} />
      <DescriptionFields value={description} onChange={setDescription} disabled={readOnly} />
      <FormFeedback error={error} success={shownSuccess} />
      {readOnly ? null : (
        <div>
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('common.saving') : t('profile.save')}
          </button>
        </div>
      )}
    </form>
  );
}
