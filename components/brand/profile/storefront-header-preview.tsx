import type { CSSProperties } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { textColorOn } from '@/lib/brands/color-contrast';

interface PreviewProps {
  name: string;
  accent: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
}

/** A small copy of the storefront header with the colour and pictures being chosen. */
export function StorefrontHeaderPreview({ name, accent, logoUrl, bannerUrl }: PreviewProps) {
  const { t } = useTranslation('brand-profile');
  const style = accent ? ({ backgroundColor: accent, color: textColorOn(accent) } as CSSProperties) : undefined;
  return (
    <figure className="overflow-hidden rounded-2xl border border-sand-200" data-testid="theme-preview">
      {bannerUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of an uploaded picture, already sized by the server
        <img src={bannerUrl} alt="" width={1600} height={400} className="aspect-[4/1] h-auto w-full object-cover" />
      ) : null}
      <div className={`flex items-center gap-4 p-4 ${accent ? '' : 'bg-white text-ink'}`} style={style} data-testid="theme-preview-header">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of an uploaded picture
          <img src={logoUrl} alt="" width={56} height={56} className="size-14 rounded-xl bg-white object-contain p-1" />
        ) : (
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-xl bg-white font-semibold text-ink">
            {name.slice(0, 2).toUpperCase()}
          </span>
        )}
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] uppercase">{t('theme.preview.eyebrow')}</p>
          <p className="text-xl font-semibold">{name}</p>
        </div>
      </div>
      <figcaption className="border-t border-sand-200 bg-white px-4 py-2 text-xs text-sand-600">{t('theme.preview.caption')}</figcaption>
    </figure>
  );
}
