import type { GetServerSideProps, GetStaticProps } from 'next';
import { RETURN_WINDOW_DAYS } from '@/lib/constants/return-rules';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import type { InviteOffer, ProgrammeFigures } from '@/lib/contracts/programmes/referral-pages';
import { getInviteOffer, programmeOffer } from '@/server/programmes/referrals/get-invite-offer';
import { REFERRALS_PER_REFERRER_PER_MONTH, WELCOME_CODE_DAYS } from '@/server/programmes/referrals/referral-rules';
import { serverSideTranslations } from './page-translations';


function figuresOf(locale: Locale): ProgrammeFigures {
  return { ...programmeOffer(locale), returnDays: RETURN_WINDOW_DAYS, welcomeDays: WELCOME_CODE_DAYS, monthlyCap: REFERRALS_PER_REFERRER_PER_MONTH };
}

const localeOf = (value: string | undefined): Locale => (value && isLocale(value) ? value : DEFAULT_LOCALE);

export const getProgrammePageProps: GetStaticProps<{ figures: ProgrammeFigures }> = async ({ locale }) => ({
  props: { figures: figuresOf(localeOf(locale)), ...(await serverSideTranslations(localeOf(locale), ['common', 'referrals'])) },
});

/** /invite and /c/invite: who invited the visitor (`?rid=`), first name only, and the friend's offer. */
export const getInvitePageProps: GetServerSideProps<{ offer: InviteOffer; figures: ProgrammeFigures }> = async ({ locale, query }) => {
  const rid = typeof query.rid === 'string' ? query.rid : undefined;
  const known = localeOf(locale);
  return { props: { offer: await getInviteOffer(rid, known), figures: figuresOf(known), ...(await serverSideTranslations(known, ['common', 'referrals'])) } };
};
