import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { BlogCover } from '@/components/blog/blog-cover';

type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';
const TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The post's cover: upload (checked and resized on the server), shown as the blog will show it. */
export function CoverField({ coverKey, alt, onUploaded }: { coverKey: string | null; alt: string; onUploaded(key: string): void }) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) {
      setState({ kind: 'failed', message: t('fields.coverHint') });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const { uploadContentCover } = await import('@/services/admin-content-service');
      const result = await uploadContentCover({ contentType: file.type as PictureType, dataBase64: await readBase64(file) });
      onUploaded(result.coverKey);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : t('actions.failed') });
    }
  };
  return (
    <div>
      <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-sand-900">
        {t('fields.cover')}
      </label>
      {coverKey ? (
        <div className="mb-3 max-w-sm">
          <BlogCover coverKey={coverKey} alt={alt || t('fields.coverCurrent')} sizes="384px" />
        </div>
      ) : (
        <p className="mb-3 text-sm text-sand-700">{t('fields.coverNone')}</p>
      )}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={upload}
        disabled={state.kind === 'uploading'}
        className="block w-full text-sm text-sand-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600" aria-live="polite">
        {state.kind === 'uploading' ? t('fields.coverUploading') : state.kind === 'done' ? t('fields.coverUploaded') : t('fields.coverHint')}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-danger-600">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
