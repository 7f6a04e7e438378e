import type { ReactNode } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast, type BrandMemberRole } from '@/lib/brands/brand-rules';
import type { BrandProfile } from '@/lib/contracts/brands/profile-schemas';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandProfile } from '@/services/brand-profile-hooks';

export interface ProfilePageContext {
  brand: WorkspaceBrand;
  profile: BrandProfile;
  /** The member's role is below what the page changes: everything shows, nothing can be sent. */
  readOnly: boolean;
  refresh: (next?: BrandProfile) => void;
}

interface ProfilePageFrameProps {
  brand: WorkspaceBrand | null;
  /** The least role that may change what the page shows. */
  editRole: BrandMemberRole;
  children: (context: ProfilePageContext) => ReactNode;
}

export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-6 md:p-8">
      <h2 className="text-xl font-semibold text-sand-900">{title}</h2>
      <div className="mt-2 max-w-prose text-sand-700">{children}</div>
    </div>
  );
}

/** Loads the active brand's profile for a /brand/edit page; a brand without a store is sent to /brand/create. */
export function ProfilePageFrame({ brand, editRole, children }: ProfilePageFrameProps) {
  const { t } = useTranslation('brand-profile');
  const { profile, error, mutate } = useBrandProfile(brand?.id ?? null);
  if (!brand) return null;
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-danger-600 bg-white p-6 text-sand-900">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void mutate()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!profile) {
    return (
      <div role="status" aria-live="polite" className="h-64 animate-pulse rounded-2xl bg-sand-100">
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (!profile.has_store) {
    return (
      <Notice title={t('common.noStore.title')}>
        <p>{t('common.noStore.lead')}</p>
        <Link href="/brand/create" className="btn-primary mt-5 inline-flex">
          {t('common.noStore.action')}
        </Link>
      </Notice>
    );
  }
  const readOnly = !roleAtLeast(brand.role, editRole);
  return (
    <div className="flex flex-col gap-6">
      {readOnly ? (
        <p className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-sand-700" data-testid="read-only-notice">
          {t('common.readOnly', { role: t(`common.roles.${editRole}`) })}
        </p>
      ) : null}
      {children({ brand, profile, readOnly, refresh: (next) => void (next ? mutate(next, { revalidate: false }) : mutate()) })}
    </div>
  );
}
