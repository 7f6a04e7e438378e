import { useState } from 'react';
import Image from 'next/image';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { TextAreaField } from '@/components/brand/profile/text-area-field';
import { FormFeedback } from '@/components/brand/profile/form-feedback';
import { useSaveAction } from '@/components/brand/profile/use-save-action';
import { LISTING_REFUSAL_MAX } from '@/lib/catalog/listing-rules';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { AdminListingDetail } from '@/services/admin-products-service';
import { useAdminProduct } from '@/services/admin-products-hooks';

const LANGUAGES = ['en', 'fr', 'de'] as const;

function Texts({ product }: { product: AdminListingDetail }) {
  const { t } = useTranslation('admin-products');
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {LANGUAGES.map((language) => (
        <section key={language} lang={language} className="rounded-xl border border-sand-200 bg-white p-4">
          <h3 className="text-sm font-semibold tracking-wide text-sand-600 uppercase">{t(`languages.${language}`)}</h3>
          <p className="mt-2 font-semibold text-sand-900">{product.names[language]}</p>
          <p className="mt-1 text-sm text-sand-700">{product.short_descriptions[language]}</p>
          <p className="mt-2 text-sm whitespace-pre-line text-sand-800">{product.descriptions[language]}</p>
          {product.vendor_features[language].length > 0 ? (
            <ul className="mt-2 list-disc ps-5 text-sm text-sand-800">
              {product.vendor_features[language].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2 text-sm whitespace-pre-line text-sand-700">{product.vendor_description[language]}</p>
        </section>
      ))}
    </div>
  );
}

/** One brand product for an operator: everything the brand wrote, then approve or refuse with a reason. */
export function AdminProductReview({ productId }: { productId: number | null }) {
  const { t } = useTranslation('admin-products');
  const locale = useRouter().locale ?? 'en-US';
  const { data, error, mutate } = useAdminProduct(productId);
  const [reason, setReason] = useState('');
  const action = useSaveAction(t('review.failed'));
  if (error || productId === null) return <p role="alert">{t('review.notFound')}</p>;
  if (!data) return <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-sand-100" />;
  const decide = (decision: { decision: 'approve' } | { decision: 'refuse'; reason: string }) =>
    action.run(async () => {
      const next = await (await import('@/services/admin-products-service')).decideAdminProduct(data.id, decision);
      void mutate(next, { revalidate: false });
      return decision.decision === 'approve' ? t('review.approved') : t('review.refused');
    });

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/products" className="self-start text-sm font-semibold text-accent-700 underline">
        {t('review.back')}
      </Link>
      <dl className="grid gap-2 rounded-xl border border-sand-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-sand-900">{t('review.brand')}</dt>
        <dd className="text-sand-800">{data.vendor_name}</dd>
        <dt className="font-semibold text-sand-900">{t('review.category')}</dt>
        <dd className="text-sand-800">{data.category_name}</dd>
        <dt className="font-semibold text-sand-900">{t('review.code')}</dt>
        <dd className="text-sand-800">{data.code}</dd>
        <dt className="font-semibold text-sand-900">{t('review.state')}</dt>
        <dd className="text-sand-800" data-testid="review-state">
          {t(`states.${data.state}`)}
        </dd>
      </dl>
      <section aria-label={t('review.pictures')}>
        <h2 className="mb-3 text-lg font-semibold text-sand-900">{t('review.pictures')}</h2>
        <ul className="flex flex-wrap gap-3">
          {data.pictures.map((picture) => (
            <li key={picture.id}>
              <Image src={picture.url} alt={picture.alt.en} width={160} height={160} className="size-40 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-sand-900">{t('review.texts')}</h2>
        <Texts product={data} />
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-sand-900">{t('review.variants')}</h2>
        <ul className="grid gap-2 text-sm">
          {data.variants.map((variant) => (
            <li key={variant.id} className="rounded-lg border border-sand-200 bg-white p-3 text-sand-800">
              {[variant.colour, variant.size, variant.frame].filter(Boolean).join(' · ') || variant.sku} — {t('review.stock', { count: variant.stock })} —{' '}
              {Object.entries(variant.prices)
                .map(([currency, cents]) => formatMinorUnits(cents, currency, locale))
                .join(', ')}
            </li>
          ))}
        </ul>
      </section>
      {data.state === 'pending' ? (
        <section className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-sand-900">{t('review.decide')}</h2>
          <button type="button" className="btn-primary min-h-11 self-start" disabled={action.saving} onClick={() => void decide({ decision: 'approve' })}>
            {t('review.approve')}
          </button>
          <TextAreaField label={t('review.reason')} hint={t('review.reasonHint')} value={reason} maxLength={LISTING_REFUSAL_MAX} onChange={setReason} />
          <button type="button" className="btn-secondary min-h-11 self-start" disabled={action.saving || reason.trim().length < 2} onClick={() => void decide({ decision: 'refuse', reason: reason.trim() })}>
            {t('review.refuse')}
          </button>
        </section>
      ) : data.state === 'refused' && data.refusal_reason ? (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-sand-900">{t('review.refusedBecause', { reason: data.refusal_reason })}</p>
      ) : null}
      <FormFeedback error={action.error} success={action.success} />
    </div>
  );
}
