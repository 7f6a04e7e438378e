import type { ReactNode } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { Notice } from '@/components/brand/profile/profile-page-frame';

/** The banner pages need the brand's store; staff see them read-only. */
export function BannerPageFrame({ brand, children }: { brand: WorkspaceBrand | null; children: (context: { brand: WorkspaceBrand; readOnly: boolean }) => ReactNode }) {
  const { t } = useTranslation('brand-banners');
  if (!brand) return null;
  if (!brand.has_store) {
    return (
      <Notice title={t('common.noStore.title')}>
        <p>{t('common.noStore.lead')}</p>
        <Link href="/brand/create" className="btn-primary mt-5 inline-flex">
          {t('common.noStore.action')}
        </Link>
      </Notice>
    );
  }
  return <>{children({ brand, readOnly: !roleAtLeast(brand.role, 'manager') })}</>;
}

export function LoadFailed({ message, retry, label }: { message: string; retry: () => void; label: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger-600 bg-white p-6 text-sand-900">
      <p>{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={retry}>
        {label}
      </button>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="h-64 animate-pulse rounded-2xl bg-sand-100">
      <span className="sr-only">{label}</span>
    </div>
  );
}
