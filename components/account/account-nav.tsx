import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { ACCOUNT_LINKS } from '@/lib/navigation/site-navigation';
import { useMyProgrammes } from '@/components/programmes/use-my-programmes';
import { useAppSelector } from '@/store/hooks';
import { selectIsEpp } from '@/store/slices/auth-slice';

/** A verified student's own page (their invitations), listed while the status is active. */
export const STUDENT_REFERRALS_PATH = '/student/referrals';

/** The account's pages, in the order of the account menu; `common` keys, so every page has them. */
export const ACCOUNT_NAV_ITEMS = [
  { href: ACCOUNT_LINKS.orders, labelKey: 'account.orders' },
  { href: ACCOUNT_LINKS.credit, labelKey: 'account.credit' },
  { href: ACCOUNT_LINKS.referrals, labelKey: 'account.referrals' },
  { href: ACCOUNT_LINKS.profile, labelKey: 'account.profile' },
] as const;

/**
 * The navigation of the account area (issue 19 item 6, issue 20), on every account page: orders,
 * credit and points, referrals, profile, and the programmes the shopper belongs to (the employee
 * programme when their profile has a company, the student page while their student status is
 * active). A row of links that scrolls sideways on a phone.
 */
export function AccountNav() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const isEpp = useAppSelector(selectIsEpp);
  const academic = useMyProgrammes().data?.academic;
  const items = [
    ...ACCOUNT_NAV_ITEMS,
    ...(isEpp ? [{ href: ACCOUNT_LINKS.employeeProgramme, labelKey: 'account.epp' }] : []),
    ...(academic?.active && academic.programme === 'student' ? [{ href: STUDENT_REFERRALS_PATH, labelKey: 'account.student' }] : []),
  ];
  return (
    <nav aria-label={t('account.navLabel')} className="container-page pt-6" data-testid="account-nav">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {items.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`) || (item.href === ACCOUNT_LINKS.orders && pathname.startsWith('/customer/your-'));
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  current ? 'border-ink bg-ink text-white' : 'border-sand-300 bg-white text-ink hover:border-ink'
                }`}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
