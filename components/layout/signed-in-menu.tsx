import { useCallback, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { UserIcon } from '@/components/icons/user-icon';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { ACCOUNT_LINKS } from '@/lib/navigation/site-navigation';
import { ACCOUNT_TRIGGER } from './account-trigger-style';
import { firstNameOf } from '@/lib/profile/first-name';
import { useAppSelector, useStoreActions } from '@/store/hooks';
import { selectIsEpp, selectUserProfile } from '@/store/slices/auth-state';
import { useDismiss } from './use-dismiss';

// Brand area and operations links: their code (and SWR) loads when the menu first opens.
const WorkspaceLinks = dynamic(() => import('./account-menu-workspace-links'), { ssr: false });

const ITEM = 'flex w-full items-center rounded-md px-3 py-2 text-start text-sm text-sand-800 hover:bg-sand-100';

/** The account menu of a signed-in shopper: loads once the session says so (decision 0056). */
export default function SignedInMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const storeActions = useStoreActions();
  const profile = useAppSelector(selectUserProfile);
  const isEpp = useAppSelector(selectIsEpp);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, triggerRef, close);

  const name = firstNameOf(profile);

  async function signOut() {
    setOpen(false);
    await storeActions(async (actions, dispatch) => {
      await dispatch(actions.logout());
      dispatch(actions.pushToast({ kind: 'info', message: t('account.signedOut') }));
    });
    if (router.pathname.startsWith('/customer')) void router.push('/');
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className={ACCOUNT_TRIGGER}
      >
        <UserIcon className="size-5 shrink-0" />
        <span className="sr-only">{t('account.menu')}: </span>
        {/* A long name (or one taken from a long e-mail address) ends in an ellipsis inside the
            trigger's width instead of running into the cart: the span may shrink (min-w-0). */}
        <span className="sr-only lg:not-sr-only lg:min-w-0 lg:flex-1 lg:text-start">
          <span className="block truncate" data-testid="account-name">
            {name}
          </span>
        </span>
        <ChevronDownIcon className={clsx('ms-auto hidden size-4 shrink-0 transition-transform lg:block', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-60 animate-fade-in rounded-lg border border-sand-200 bg-white p-2 shadow-raised"
      >
        {profile?.email && (
          <p className="truncate px-3 pt-1 pb-2 text-xs text-sand-600">{t('account.signedInAs', { email: profile.email })}</p>
        )}
        <ul>
          <li>
            <Link href={ACCOUNT_LINKS.orders} onClick={close} className={ITEM}>
              {t('account.orders')}
            </Link>
          </li>
          <li>
            <Link href={ACCOUNT_LINKS.credit} onClick={close} className={ITEM}>
              {t('account.credit')}
            </Link>
          </li>
          <li>
            <Link href={ACCOUNT_LINKS.referrals} onClick={close} className={ITEM}>
              {t('account.referrals')}
            </Link>
          </li>
          <li>
            <Link href={ACCOUNT_LINKS.profile} onClick={close} className={ITEM}>
              {t('account.profile')}
            </Link>
          </li>
          {isEpp && (
            <li>
              <Link href={ACCOUNT_LINKS.employeeProgramme} onClick={close} className={ITEM}>
                {t('account.epp')}
              </Link>
            </li>
          )}
          {opened && <WorkspaceLinks onNavigate={close} />}
          <li className="mt-1 border-t border-sand-100 pt-1">
            <button type="button" onClick={() => void signOut()} className={ITEM}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
