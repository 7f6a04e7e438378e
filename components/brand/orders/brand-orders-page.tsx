import type { ReactNode } from 'react';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { isApprovedForWork } from '@/components/brand/brand-nav-items';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';

interface Props {
  path: string;
  title: string;
  description: string;
  children: (brand: WorkspaceBrand) => ReactNode;
}

/** The frame of the brand's order pages: never indexed, open once the brand may fulfil orders. */
export function BrandOrdersPage({ path, title, description, children }: Props) {
  const { t } = useTranslation('brand-orders');
  return (
    <>
      <PageHead pageKind="other" path={path} query={{}} noIndex title={title} description={description} />
      <BrandAreaLayout title={title}>
        {(brand) =>
          brand &&
          (isApprovedForWork(brand.status) ? children(brand) : <p className="rounded-xl border border-dashed border-sand-300 p-6 text-sand-700">{t('list.notApproved')}</p>)
        }
      </BrandAreaLayout>
    </>
  );
}
