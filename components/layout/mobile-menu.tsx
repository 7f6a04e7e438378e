import dynamic from 'next/dynamic';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { MenuIcon } from '@/components/icons/menu-icon';
import { useLazyDialog } from '@/components/common/use-lazy-dialog';

const loadDrawer = () => import('./mobile-menu-drawer').then((module) => module.MobileMenuDrawer);
// The drawer (and Headless UI with it) loads on first use, not with every page.
const MobileMenuDrawer = dynamic(loadDrawer, { ssr: false });

export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { open, requested, close, opener } = useLazyDialog();

  return (
    <>
      <button
        {...opener}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className={clsx('header-icon-btn -ms-2', className)}
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('header.openMenu')}</span>
      </button>
      {requested && <MobileMenuDrawer open={open} onClose={close} />}
    </>
  );
}
