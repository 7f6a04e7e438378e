import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';
import { TextAreaField } from '@/components/brand/profile/text-area-field';
import { LanguageSwitch, type ProfileLanguage } from '@/components/brand/profile/language-switch';
import { FormFeedback } from '@/components/brand/profile/form-feedback';
import { useSaveAction } from '@/components/brand/profile/use-save-action';
import { BRAND_LABEL_IDS, LISTING_DESCRIPTION_MAX, LISTING_NAME_MAX, LISTING_SHORT_MAX } from '@/lib/catalog/listing-rules';
import type { ListingInput } from '@/lib/contracts/catalog/brand-listings-schemas';
import { useListingCategories } from '@/services/brand-listings-hooks';
import { bodyOf, type ListingDraft } from './listing-form-state';
import { ListingVariantsFields } from './listing-variants-fields';

interface ListingFormProps {
  brandId: number;
  initial: ListingDraft;
  readOnly: boolean;
  submitLabel: string;
  /** The confirmation, and the saved listing's draft when the form stays (new variants get their ids). */
  onSubmit: (body: ListingInput) => Promise<{ message: string | null; draft?: ListingDraft }>;
}

/** Category, texts in en, fr and de, the maker's sections, labels and variants; saved together. */
export function ListingForm({ brandId, initial, readOnly, submitLabel, onSubmit }: ListingFormProps) {
  const { t } = useTranslation('brand-listings');
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<ProfileLanguage>('en');
  const { data: categories } = useListingCategories(brandId);
  const save = useSaveAction(t('form.saveFailed'));
  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setText = (key: 'names' | 'shortDescriptions' | 'descriptions' | 'features' | 'vendorDescription', value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = bodyOf(draft);
    if ('problem' in result) {
      const { problem } = result;
      save.setSuccess(null);
      save.setError(
        problem.kind === 'category'
          ? t('form.problems.category')
          : problem.kind === 'stock'
            ? t('form.problems.stock', { number: problem.variant + 1 })
            : t('form.problems.price', { number: problem.variant + 1, currency: problem.currency }),
      );
      return;
    }
    await save.run(async () => {
      const saved = await onSubmit(result.body);
      if (saved.draft) setDraft(saved.draft);
      return saved.message;
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" noValidate>
      <div className="rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
        <label htmlFor="listing-category" className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('form.category')}
        </label>
        <select
          id="listing-category"
          value={draft.categoryId}
          disabled={readOnly}
          onChange={(event) => set('categoryId', event.target.value)}
          className="block h-12 w-full rounded-md border border-sand-300 bg-white px-3 text-base sm:max-w-sm"
        >
          <option value="">{t('form.chooseCategory')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-medium text-sand-900">{t('form.labels')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {BRAND_LABEL_IDS.map((id) => (
              <label key={id} className="inline-flex min-h-11 items-center gap-2 text-sand-900">
                <input
                  type="checkbox"
                  className="size-5"
                  disabled={readOnly}
                  checked={draft.labels.includes(id)}
                  onChange={(event) => set('labels', event.target.checked ? [...draft.labels, id] : draft.labels.filter((label) => label !== id))}
                />
                {t(`labels.${id}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
        <h2 className="text-lg font-semibold text-sand-900">{t('form.texts')}</h2>
        <p className="-mt-2 text-sm text-sand-600">{t('form.textsHint')}</p>
        <LanguageSwitch value={language} onChange={setLanguage} filled={(code) => draft.names[code].trim() !== '' && draft.descriptions[code].trim() !== ''} />
        <TextField label={t('form.name', { language: t(`languages.${language}`) })} value={draft.names[language]} maxLength={LISTING_NAME_MAX} disabled={readOnly} onChange={(event) => setText('names', event.target.value)} />
        <TextAreaField label={t('form.short')} value={draft.shortDescriptions[language]} maxLength={LISTING_SHORT_MAX} disabled={readOnly} onChange={(value) => setText('shortDescriptions', value)} />
        <TextAreaField label={t('form.description')} value={draft.descriptions[language]} maxLength={LISTING_DESCRIPTION_MAX} disabled={readOnly} onChange={(value) => setText('descriptions', value)} />
        <TextAreaField label={t('form.features')} hint={t('form.featuresHint')} value={draft.features[language]} maxLength={1800} disabled={readOnly} onChange={(value) => setText('features', value)} />
        <TextAreaField label={t('form.vendorDescription')} hint={t('form.vendorDescriptionHint')} value={draft.vendorDescription[language]} maxLength={LISTING_DESCRIPTION_MAX} disabled={readOnly} onChange={(value) => setText('vendorDescription', value)} />
      </div>

      <ListingVariantsFields variants={draft.variants} readOnly={readOnly} onChange={(variants) => set('variants', variants)} />

      {readOnly ? null : (
        <div className="flex flex-col gap-2">
          <button type="submit" className="btn-primary min-h-12 self-start" disabled={save.saving}>
            {save.saving ? t('form.saving') : submitLabel}
          </button>
          <FormFeedback error={save.error} success={save.success} />
        </div>
      )}
    </form>
  );
}
