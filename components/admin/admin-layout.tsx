import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { RequireCustomer, AccountPagePlaceholder } from '@/components/account/require-customer';
import { useMyWorkspaces } from '@/services/brand-workspaces-hooks';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import { WorkAreaNav } from '@/components/common/work-area-nav';

interface AdminLayoutProps {
  title: string;
  children: ReactNode;
}

function AdminNav() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  // The most specific item is the current one: on /admin/content/landings, "Landing pages", not "Content".
  const matches = ADMIN_NAV_ITEMS.filter((item) => (item.href === '/admin' ? router.pathname === '/admin' : router.pathname.startsWith(item.href)));
  const current = matches.reduce<string | undefined>((best, item) => (best && best.length >= item.href.length ? best : item.href), undefined);
  const links = ADMIN_NAV_ITEMS.map((item) => ({ href: item.href, label: t(item.labelKey), current: item.href === current }));
  return <WorkAreaNav label={t('nav.label')} links={links} />;
}

function OperatorsArea({ title, children }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const { data, error } = useMyWorkspaces(true);
  if (error) {
    return (
      <div className="container-page py-10" role="alert">
        {t('loadFailed')}
      </div>
    );
  }
  if (!data) return <AccountPagePlaceholder />;
  if (!data.operator) {
    return (
      <div className="container-page py-10 md:py-14">
        <h1 className="text-2xl font-semibold text-sand-900">{t('forbidden.title')}</h1>
        <p className="mt-2 max-w-prose text-sand-600">{t('forbidden.lead')}</p>
      </div>
    );
  }
  return (
    <div className="container-page py-8 md:py-12">
      <div className="border-b border-sand-200 pb-5">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-sand-900 md:text-3xl">{title}</h1>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[13rem_1fr] md:gap-10">
        <AdminNav />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/**
 * Every /admin page: signed-in operators only. The page only hides itself from others; every
 * admin call is checked on the server (withOperatorApi).
 */
export function AdminLayout(props: AdminLayoutProps) {
  return (
    <RequireCustomer>
      <OperatorsArea {...props} />
    </RequireCustomer>
  );
}
