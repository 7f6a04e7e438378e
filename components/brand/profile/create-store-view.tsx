import { useEffect } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { CreateStoreForm } from './create-store-form';
import { Notice } from './profile-page-frame';

/** /brand/create for the active brand: the form, or why it is not the time (not approved, store exists, role). */
export function CreateStoreView({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-profile');
  const router = useRouter();
  useEffect(() => {
    if (brand.has_store) void router.replace('/brand/edit');
  }, [brand.has_store, router]);

  if (brand.has_store) return <p role="status">{t('create.redirecting')}</p>;
  if (brand.status !== 'approved') {
    return (
      <Notice title={t('create.notApproved.title')}>
        <p>{t(`create.notApproved.${brand.status === 'suspended' ? 'suspended' : 'pending'}`)}</p>
        <Link href="/brand/registration" className="btn-secondary mt-5 inline-flex">
          {t('create.notApproved.action')}
        </Link>
      </Notice>
    );
  }
  if (!roleAtLeast(brand.role, 'manager')) {
    return (
      <Notice title={t('create.role.title')}>
        <p>{t('create.role.lead')}</p>
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sand-700">{t('create.lead')}</p>
      <CreateStoreForm brand={brand} />
    </div>
  );
}
