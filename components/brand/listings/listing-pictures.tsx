import { useId, useRef, useState, type ChangeEvent } from 'react';
import Image from 'next/image';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextField } from '@/components/account/text-field';
import { FormFeedback } from '@/components/brand/profile/form-feedback';
import { useSaveAction } from '@/components/brand/profile/use-save-action';
import { LISTING_ALT_MAX, LISTING_PICTURE_BYTES_MAX, LISTING_PICTURES_MAX } from '@/lib/catalog/listing-rules';
import type { ListingView } from '@/lib/contracts/catalog/brand-listings-schemas';
import { LANGUAGES, type Language } from './listing-form-state';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
type Alt = Record<Language, string>;

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ListingPicturesProps {
  brandId: number;
  listing: ListingView;
  readOnly: boolean;
  onChanged: (next: ListingView) => void;
}

/** Upload (with alt text in three languages), order and remove the product's pictures; the first one is the product's main picture. */
export function ListingPictures({ brandId, listing, readOnly, onChanged }: ListingPicturesProps) {
  const { t } = useTranslation('brand-listings');
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState<Alt>({ en: '', fr: '', de: '' });
  const action = useSaveAction(t('pictures.failed'));
  const api = () => import('@/services/brand-listings-service');
  const pictures = listing.pictures;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return action.setError(t('pictures.wrongType'));
    if (file.size > LISTING_PICTURE_BYTES_MAX) return action.setError(t('pictures.tooLarge', { mb: LISTING_PICTURE_BYTES_MAX / 1024 / 1024 }));
    await action.run(async () => {
      const next = await (await api()).uploadListingPicture(brandId, listing.id, { content_type: file.type, data_base64: await toBase64(file), alt });
      onChanged(next);
      setAlt({ en: '', fr: '', de: '' });
      return t('pictures.uploaded');
    });
  };
  const move = (index: number, by: -1 | 1) =>
    action.run(async () => {
      const order = [...pictures];
      const [picked] = order.splice(index, 1);
      order.splice(index + by, 0, picked!);
      onChanged(await (await api()).arrangeListingPictures(brandId, listing.id, order.map((picture) => ({ id: picture.id, alt: picture.alt }))));
      return t('pictures.moved');
    });
  const remove = (pictureId: number) =>
    action.run(async () => {
      onChanged(await (await api()).removeListingPicture(brandId, listing.id, pictureId));
      return t('pictures.removed');
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 md:p-6">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-sand-900">
        {t('pictures.title')}
      </h2>
      <p className="-mt-2 text-sm text-sand-600">{t('pictures.hint', { max: LISTING_PICTURES_MAX })}</p>
      {pictures.length === 0 ? <p className="text-sand-700">{t('pictures.none')}</p> : null}
      <ol className="grid gap-3 sm:grid-cols-2">
        {pictures.map((picture, index) => (
          <li key={picture.id} className="flex gap-3 rounded-xl border border-sand-200 p-3">
            <Image src={picture.url} alt={picture.alt.en} width={96} height={96} className="size-24 shrink-0 rounded-lg object-cover" />
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-sm text-sand-800">
                {index === 0 ? <strong className="me-1">{t('pictures.main')}</strong> : null}
                {picture.alt.en || t('pictures.noAlt')}
              </p>
              {readOnly ? null : (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-secondary min-h-11 px-3 text-sm" disabled={index === 0 || action.saving} onClick={() => void move(index, -1)}>
                    {t('pictures.earlier', { number: index + 1 })}
                  </button>
                  <button type="button" className="btn-secondary min-h-11 px-3 text-sm" disabled={index === pictures.length - 1 || action.saving} onClick={() => void move(index, 1)}>
                    {t('pictures.later', { number: index + 1 })}
                  </button>
                  <button type="button" className="btn-secondary min-h-11 px-3 text-sm" disabled={action.saving} onClick={() => void remove(picture.id)}>
                    {t('pictures.remove', { number: index + 1 })}
                  </button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      {readOnly || pictures.length >= LISTING_PICTURES_MAX ? null : (
        <div className="flex flex-col gap-3 border-t border-sand-200 pt-4">
          <h3 className="font-semibold text-sand-900">{t('pictures.add')}</h3>
          <div className="grid gap-3 sm:grid-cols-3">
            {LANGUAGES.map((language) => (
              <TextField
                key={language}
                label={t('pictures.alt', { language: t(`languages.${language}`) })}
                value={alt[language]}
                maxLength={LISTING_ALT_MAX}
                onChange={(event) => { const text = event.target.value; setAlt((current) => ({ ...current, [language]: text })); }}
              />
            ))}
          </div>
          <div>
            <label htmlFor={inputId} className="btn-secondary inline-flex min-h-11 cursor-pointer items-center">
              {action.saving ? t('pictures.working') : t('pictures.choose')}
            </label>
            <input ref={fileRef} id={inputId} type="file" accept={ACCEPTED.join(',')} className="sr-only" disabled={action.saving} onChange={(event) => void upload(event)} data-testid="picture-input" />
          </div>
        </div>
      )}
      <FormFeedback error={action.error} success={action.success} />
    </section>
  );
}
