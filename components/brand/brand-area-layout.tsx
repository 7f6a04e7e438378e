import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { RequireCustomer, AccountPagePlaceholder } from '@/components/account/require-customer';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';
import { BRAND_NAV_ITEMS, isApprovedForWork } from './brand-nav-items';
import { BrandSwitcher } from './brand-switcher';
import { WorkAreaNav } from '@/components/common/work-area-nav';
import { BrandStatusBadge } from './brand-status-badge';
import { useActiveBrand } from './use-active-brand';

interface BrandAreaLayoutProps {
  title: string;
  /** The page's content for the active brand; null only when `allowWithoutBrand`. */
  children: (brand: WorkspaceBrand | null) => ReactNode;
  /** /brand/registration: a person without a brand starts here. */
  allowWithoutBrand?: boolean;
}

function NoBrandYet() {
  const { t } = useTranslation('brand');
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-6 md:p-8">
      <h2 className="text-xl font-semibold text-sand-900">{t('noBrand.title')}</h2>
      <p className="mt-2 max-w-prose text-sand-600">{t('noBrand.lead')}</p>
      <Link href="/brand/registration" className="btn-primary mt-5 inline-flex">
        {t('noBrand.apply')}
      </Link>
    </div>
  );
}

function BrandNav({ brand }: { brand: WorkspaceBrand | null }) {
  const { t } = useTranslation('brand');
  const router = useRouter();
  const items = BRAND_NAV_ITEMS.filter(
    (item) => !brand ? item.href === '/brand/registration' : roleAtLeast(brand.role, item.minRole) && (!item.needsApproval || isApprovedForWork(brand.status)),
  );
  const links = items.map((item) => ({ href: item.href, label: t(item.labelKey), current: router.pathname === item.href }));
  return <WorkAreaNav label={t('nav.label')} links={links} />;
}

function BrandWorkArea({ title, children, allowWithoutBrand }: BrandAreaLayoutProps) {
  const { t } = useTranslation('brand');
  const { data, error } = useMyWorkspaces(true);
  const { active, switchTo } = useActiveBrand(data?.brands);
  if (error) {
    return (
      <div className="container-page py-10" role="alert">
        {t('loadFailed')}
      </div>
    );
  }
  if (!data) return <AccountPagePlaceholder />;
  return (
    <div className="container-page py-8 md:py-12">
      <div className="flex flex-col gap-3 border-b border-sand-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{active ? active.name : t('eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-sand-900 md:text-3xl">{title}</h1>
        </div>
        <div className="flex items-center gap-3">
          {active && <BrandStatusBadge status={active.status} />}
          {data.brands.length > 1 && active && <BrandSwitcher brands={data.brands} activeId={active.id} onSwitch={switchTo} />}
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[13rem_1fr] md:gap-10">
        <BrandNav brand={active} />
        <div className="min-w-0">{active || allowWithoutBrand ? children(active) : <NoBrandYet />}</div>
      </div>
    </div>
  );
}

/** Every /brand page: signed-in only, the person's brands, a switcher, the area's navigation. */
export function BrandAreaLayout(props: BrandAreaLayoutProps) {
  return (
    <RequireCustomer>
      <BrandWorkArea {...props} />
    </RequireCustomer>
  );
}
