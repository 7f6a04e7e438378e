import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { TextField } from '@/components/account/text-field';
import { useTranslation } from '@/components/i18n/use-translation';
import type { Localized } from '@/lib/brands/brand-rules';
import { suggestStoreSlug } from '@/lib/brands/store-slug-rules';
import { STORE_NAME_MAX } from '@/lib/contracts/brands/profile-schemas';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';
import { DescriptionFields } from './description-fields';
import { errorMessageOf, FormFeedback } from './form-feedback';
import { SlugField, slugLooksUsable } from './slug-field';

/** /brand/create: name, address and descriptions of the new store; the address follows the name until edited. */
export function CreateStoreForm({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-profile');
  const router = useRouter();
  const workspaces = useMyWorkspaces(true);
  const [name, setName] = useState(brand.name);
  const [slug, setSlug] = useState(() => suggestStoreSlug(brand.name));
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState<Localized>({ en: '', fr: '', de: '' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (name.trim().length < 2) return setError(t('profile.name.required'));
    if (!slugLooksUsable(slug)) return setError(t('create.fixSlug'));
    setSaving(true);
    setError(null);
    try {
      const api = await import('@/services/brand-profile-service');
      await api.createBrandStore(brand.id, { name, slug, description });
      // Leave first: refreshing the workspaces here would make /brand/create redirect on its own, without the welcome.
      await router.push('/brand/edit?created=1');
      void workspaces.mutate();
    } catch (caught) {
      setError(errorMessageOf(caught, t('common.saveFailed')));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-5 md:p-8">
      <TextField
        label={t('profile.name.label')}
        hint={t('profile.name.hint')}
        value={name}
        maxLength={STORE_NAME_MAX}
        required
        onChange={(event) => {
          setName(event.target.value);
          if (!slugEdited) setSlug(suggestStoreSlug(event.target.value));
        }}
      />
      <SlugField
        value={slug}
        onChange={(next) => {
          setSlugEdited(true);
          setSlug(next);
        }}
      />
      <DescriptionFields value={description} onChange={setDescription} />
      <FormFeedback error={error} success={null} />
      <div>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? t('create.submitting') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}
