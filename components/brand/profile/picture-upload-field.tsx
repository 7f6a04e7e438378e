import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { MAX_PICTURE_BYTES, type BrandPictureKind } from '@/lib/brands/brand-rules';
import { errorMessageOf, FormFeedback } from './form-feedback';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface PictureUploadFieldProps {
  brandId: number;
  kind: BrandPictureKind;
  url: string | null;
  disabled?: boolean;
  onChanged: () => void;
}

/** Upload or remove the logo or the banner; the server checks and resizes it, the preview shows its result. */
export function PictureUploadField({ brandId, kind, url, disabled, onChanged }: PictureUploadFieldProps) {
  const { t } = useTranslation('brand-profile');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      await action();
      setSuccess(done);
      onChanged();
    } catch (caught) {
      setError(errorMessageOf(caught, t('common.saveFailed')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError(t('theme.pictures.wrongType'));
    if (file.size > MAX_PICTURE_BYTES) return setError(t('theme.pictures.tooLarge', { mb: MAX_PICTURE_BYTES / 1024 / 1024 }));
    const api = await import('@/services/brand-profile-service');
    await run(async () => api.uploadBrandPicture(brandId, { kind, content_type: file.type, data_base64: await toBase64(file) }), t('theme.pictures.uploaded'));
  }

  async function remove() {
    const api = await import('@/services/brand-profile-service');
    await run(() => api.removeBrandPicture(brandId, kind), t('theme.pictures.removed'));
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-sand-200 p-4" data-testid={`picture-${kind}`}>
      <label htmlFor={id} className="text-sm font-semibold text-sand-900">
        {t(`theme.pictures.${kind}.label`)}
      </label>
      <p id={`${id}-hint`} className="text-sm text-sand-600">
        {t(`theme.pictures.${kind}.hint`, { mb: MAX_PICTURE_BYTES / 1024 / 1024 })}
      </p>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the stored picture, already sized by the server
        <img src={url} alt={t(`theme.pictures.${kind}.current`)} width={kind === 'logo' ? 96 : 400} height={kind === 'logo' ? 96 : 100} className={kind === 'logo' ? 'size-24 rounded-xl border border-sand-200 object-contain' : 'aspect-[4/1] h-auto w-full max-w-md rounded-xl object-cover'} />
      ) : (
        <p className="text-sm text-sand-700">{t('theme.pictures.none')}</p>
      )}
      {disabled ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <input id={id} ref={input} type="file" accept={ACCEPTED.join(',')} aria-describedby={`${id}-hint`} disabled={busy} onChange={(event) => void choose(event)} className="min-h-11 text-sm file:me-3 file:min-h-11 file:rounded-full file:border file:border-sand-300 file:bg-white file:px-4 file:font-semibold" />
          {url ? (
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => void remove()}>
              {t('theme.pictures.remove')}
            </button>
          ) : null}
        </div>
      )}
      <FormFeedback error={error} success={busy ? t('theme.pictures.uploading') : success} />
    </div>
  );
}
