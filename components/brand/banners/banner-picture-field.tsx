import { useId, useRef } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { MAX_BANNER_BYTES } from '@/lib/brands/banner-rules';

export const ACCEPTED_PICTURES = ['image/jpeg', 'image/png', 'image/webp'];

/** The picture of a banner: a file input with its rules, and the current picture on the edit page. */
export function BannerPictureField({ currentUrl, currentAlt, error, disabled, onChoose }: { currentUrl: string | null; currentAlt: string; error: string | null; disabled: boolean; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation('brand-banners');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const mb = MAX_BANNER_BYTES / 1024 / 1024;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-sand-900">
        {t('form.picture.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-sand-600">
        {t('form.picture.hint', { mb })} {currentUrl ? t('form.picture.keep') : null}
      </p>
      {currentUrl ? (
        <figure className="max-w-md">
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored 800 px strip, sized by the server */}
          <img src={currentUrl} alt={currentAlt} width={800} height={200} className="aspect-[4/1] h-auto w-full rounded-lg bg-sand-100 object-cover" />
          <figcaption className="mt-1 text-xs text-sand-600">{t('form.picture.current')}</figcaption>
        </figure>
      ) : null}
      <input
        id={id}
        ref={input}
        type="file"
        name="picture"
        accept={ACCEPTED_PICTURES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="min-h-11 text-sm file:me-3 file:min-h-11 file:rounded-full file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
