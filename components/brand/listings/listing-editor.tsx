import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandListing } from '@/services/brand-listings-hooks';
import { ListingActions } from './listing-actions';
import { ListingForm } from './listing-form';
import { draftOf, emptyDraft } from './listing-form-state';
import { ListingPictures } from './listing-pictures';

function BackLink() {
  const { t } = useTranslation('brand-listings');
  return (
    <Link href="/brand/listings" className="self-start text-sm font-semibold text-accent-700 underline">
      {t('editor.back')}
    </Link>
  );
}

/** /brand/listings/new: the form; once saved, the product's own page (pictures, publishing). */
export function NewListingEditor({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-listings');
  const router = useRouter();
  if (!roleAtLeast(brand.role, 'manager')) {
    return <p className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sand-700">{t('editor.readOnly')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <p className="max-w-prose text-sand-700">{t('editor.newLead')}</p>
      <ListingForm
        brandId={brand.id}
        initial={emptyDraft()}
        readOnly={false}
        submitLabel={t('editor.create')}
        onSubmit={async (body) => {
          const created = await (await import('@/services/brand-listings-service')).createListing(brand.id, body);
          await router.push(`/brand/listings/${created.id}`);
          return { message: t('editor.created') };
        }}
      />
    </div>
  );
}

/** /brand/listings/{productId}: state and actions, pictures, then the form. */
export function ListingEditor({ brand, productId }: { brand: WorkspaceBrand; productId: number | null }) {
  const { t } = useTranslation('brand-listings');
  const { data, error, mutate } = useBrandListing(brand.id, productId);
  const readOnly = !roleAtLeast(brand.role, 'manager');
  if (error || productId === null) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-6 text-sand-900">
        <p>{t('editor.notFound')}</p>
        <BackLink />
      </div>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-live="polite" className="h-64 animate-pulse rounded-2xl bg-sand-100">
        <span className="sr-only">{t('editor.loading')}</span>
      </div>
    );
  }
  const refresh = (next: typeof data) => void mutate(next, { revalidate: false });
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      {readOnly ? <p className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-sand-700">{t('editor.readOnly')}</p> : null}
      <ListingActions brandId={brand.id} listing={data} readOnly={readOnly} onChanged={refresh} />
      <ListingPictures brandId={brand.id} listing={data} readOnly={readOnly} onChanged={refresh} />
      <ListingForm
        key={data.id}
        brandId={brand.id}
        initial={draftOf(data)}
        readOnly={readOnly}
        submitLabel={t('editor.save')}
        onSubmit={async (body) => {
          const saved = await (await import('@/services/brand-listings-service')).saveListing(brand.id, data.id, body);
          refresh(saved);
          return { message: saved.state === 'approved' ? t('editor.savedLive') : t('editor.saved'), draft: draftOf(saved) };
        }}
      />
    </div>
  );
}
