import type { ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { BadgePercentIcon } from '@/components/icons/badge-percent-icon';
import { PackageIcon } from '@/components/icons/package-icon';
import { ShieldCheckIcon } from '@/components/icons/shield-check-icon';
import { ZapIcon } from '@/components/icons/zap-icon';

const BENEFITS = [
  { key: 'orders', Icon: PackageIcon },
  { key: 'checkout', Icon: ZapIcon },
  { key: 'offers', Icon: BadgePercentIcon },
  { key: 'passwordless', Icon: ShieldCheckIcon },
] as const;

interface AuthPageFrameProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/**
 * The frame of /sign-in, /sign-up and /otp: the form in a calm column, and from 992 px what an
 * account is good for beside it. Below that only the form shows, so a phone gets straight to it.
 */
export function AuthPageFrame({ title, lead, children }: AuthPageFrameProps) {
  const { t } = useTranslation('account');
  return (
    <div className="container-page grid items-start gap-12 py-10 md:py-16 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:gap-20">
      <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md lg:mx-0">
        <h1 id="auth-title" className="text-3xl font-semibold tracking-tight text-balance text-sand-900 md:text-4xl">
          {title}
        </h1>
        <div className="mt-3 text-base text-pretty text-sand-600">{lead}</div>
        <div className="mt-8">{children}</div>
      </section>
      <aside aria-labelledby="auth-benefits" className="hidden rounded-xl bg-sand-100 p-10 lg:block">
        <h2 id="auth-benefits" className="text-xl font-semibold tracking-tight text-sand-900">
          {t('benefits.title')}
        </h2>
        <ul className="mt-6 space-y-6">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-accent-600 shadow-soft">
                <Icon className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-sand-900">{t(`benefits.${key}.title`)}</span>
                <span className="mt-0.5 block text-sm text-sand-600">{t(`benefits.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
