import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { BrandAreaLayout } from '@/components/brand/brand-area-layout';
import { StatementMonths } from '@/components/brand/statements/statement-months';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import { isApprovedForWork } from '@/components/brand/brand-nav-items';
import { serverSideTranslations } from '@/server/pages/page-translations';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** /brand/statements: the brand's monthly statements (managers and owners), ?month=YYYY-MM picks one. */
export default function BrandStatementsPage() {
  const { t } = useTranslation('brand-money');
  const router = useRouter();
  const raw = router.query.month;
  const month = typeof raw === 'string' && MONTH.test(raw) ? raw : null;
  return (
    <>
      <PageHead pageKind="other" path="/brand/statements" query={{}} noIndex title={t('meta.title')} description={t('meta.description')} />
      <BrandAreaLayout title={t('title')}>
        {(brand) =>
          brand &&
          (!isApprovedForWork(brand.status) || !brand.has_store ? (
            <p className="text-sand-700">{t('notYet')}</p>
          ) : !roleAtLeast(brand.role, 'manager') ? (
            <p className="text-sand-700">{t('managersOnly')}</p>
          ) : (
            <div className="space-y-4">
              <p className="max-w-prose text-sand-700">{t('lead')}</p>
              <StatementMonths brandId={brand.id} month={month} onSelect={(value) => void router.replace({ pathname: '/brand/statements', query: { month: value } }, undefined, { shallow: true })} />
            </div>
          ))
        }
      </BrandAreaLayout>
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, ['common', 'brand', 'brand-money']),
});
