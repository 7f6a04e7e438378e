import type { InferGetStaticPropsType } from 'next';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ProgrammeTerms } from '@/components/referrals/programme-terms';
import { PageHead } from '@/components/seo/page-head';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { getProgrammePageProps } from '@/server/pages/referral-page-props';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-slice';

/** The public page of the referral programme (issue 19 item 1): how it works and its terms. */
export default function ShareAndEarnPage({ figures }: InferGetStaticPropsType<typeof getStaticProps>) {
  const { t } = useTranslation('referrals');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const values = { storeName: STORE_NAME, friend: figures.friendDiscount, reward: figures.referrerReward, minimum: figures.minimumSubtotal, days: figures.returnDays };
  return (
    <>
      <PageHead pageKind="other" path="/share-and-earn-money" query={{}} title={t('meta.programmeTitle')} description={t('meta.programmeDescription', values)} />
      <div className="container-page py-8 md:py-12">
        <h1 className="section-title max-w-3xl">{t('programme.heading', values)}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('programme.lead', values)}</p>
        <section aria-labelledby="how-heading" className="mt-8">
          <h2 id="how-heading" className="text-xl font-semibold text-ink">
            {t('programme.howHeading')}
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {(['step1', 'step2', 'step3'] as const).map((step, index) => (
              <li key={step} className="rounded-xl border border-sand-200 bg-white p-5">
                <span aria-hidden="true" className="text-2xl font-semibold text-accent-800">
                  {index + 1}
                </span>
                <p className="mt-2 text-ink">{t(`programme.${step}`, values)}</p>
              </li>
            ))}
          </ol>
        </section>
        <Link href="/customer/referrals" className="btn-primary mt-8 inline-flex py-2.5 text-center">
          {isLoggedIn ? t('programme.ctaSignedIn') : t('programme.ctaVisitor')}
        </Link>
        <ProgrammeTerms figures={figures} />
      </div>
    </>
  );
}

export const getStaticProps = getProgrammePageProps;
