import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { errorMessageOf, FormFeedback } from '@/components/brand/profile/form-feedback';
import type { BrandBanner } from '@/lib/contracts/brands/banners-schemas';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { DEFAULT_LOCALE, languageOfLocale } from '@/lib/i18n/locales';
import { useBrandBanners } from '@/services/brand-banners-hooks';
import { LoadFailed, Loading } from './banner-page-frame';

const STATE_STYLE: Record<BrandBanner['state'], string> = {
  live: 'bg-accent-50 text-accent-800 ring-accent-200',
  scheduled: 'bg-sand-50 text-sand-800 ring-sand-300',
  ended: 'bg-sand-100 text-sand-700 ring-sand-300',
};

/** /brand/banners: every banner with its picture, place, window and state; managers edit and delete. */
export function BannerListView({ brand, readOnly, categoryNames }: { brand: WorkspaceBrand; readOnly: boolean; categoryNames: Record<string, string> }) {
  const { t } = useTranslation('brand-banners');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const language = languageOfLocale(locale);
  const { data, error, mutate } = useBrandBanners(brand.id);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<{ error: string | null; success: string | null }>({ error: null, success: null });
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (error) return <LoadFailed message={t('common.loadFailed')} retry={() => void mutate()} label={t('common.retry')} />;
  if (!data) return <Loading label={t('common.loading')} />;

  async function remove(banner: BrandBanner) {
    if (!window.confirm(t('list.deleteConfirm'))) return;
    setBusyId(banner.id);
    setFeedback({ error: null, success: null });
    try {
      const api = await import('@/services/brand-banners-service');
      await api.deleteBrandBanner(brand.id, banner.id);
      await mutate();
      setFeedback({ error: null, success: t('list.deleted') });
    } catch (caught) {
      setFeedback({ error: errorMessageOf(caught, t('list.deleteFailed')), success: null });
    } finally {
      setBusyId(null);
    }
  }

  const where = (banner: BrandBanner) =>
    banner.placement === 'category' ? t('placement.category', { category: categoryNames[banner.category_slug ?? ''] ?? banner.category_slug }) : t(`placement.${banner.placement}`);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="max-w-prose text-sand-700">{t('list.lead')}</p>
          <p className="mt-1 text-sm text-sand-600">{t('list.count', { count: data.banners.length, limit: data.limit })}</p>
        </div>
        {readOnly ? null : (
          <Link href="/brand/banners/create" className="btn-primary inline-flex shrink-0">
            {t('list.new')}
          </Link>
        )}
      </div>
      {readOnly ? <p className="text-sm text-sand-700">{t('common.readOnly')}</p> : null}
      <FormFeedback error={feedback.error} success={feedback.success} />
      {data.banners.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-6 text-sand-700">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('list.tableCaption')}>
          {data.banners.map((banner) => {
            const alt = banner.alt_text[language] || banner.alt_text.en;
            return (
              <li key={banner.id} className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 md:grid-cols-[16rem_1fr] md:p-5" data-testid="banner-row">
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored 800 px strip, sized by the server */}
                <img src={banner.thumbnail_url} alt={alt} width={800} height={200} loading="lazy" className="aspect-[4/1] h-auto w-full rounded-lg bg-sand-100 object-cover" />
                <div className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLE[banner.state]}`}>{t(`state.${banner.state}`)}</span>
                    <span className="text-sm font-medium text-sand-900">{where(banner)}</span>
                  </div>
                  <p className="text-sm text-sand-700">{t('list.window', { start: format.format(new Date(banner.starts_at)), end: format.format(new Date(banner.ends_at)) })}</p>
                  <p className="truncate text-sm text-sand-600">
                    <span className="font-mono">{banner.link}</span>
                  </p>
                  {readOnly ? null : (
                    <div className="mt-1 flex flex-wrap gap-3">
                      <Link href={`/brand/banners/edit?id=${banner.id}`} className="btn-secondary min-h-11" aria-label={t('list.editFor', { alt })}>
                        {t('list.edit')}
                      </Link>
                      <button type="button" className="btn-secondary min-h-11" disabled={busyId === banner.id} aria-label={t('list.deleteFor', { alt })} onClick={() => void remove(banner)}>
                        {t('list.delete')}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
