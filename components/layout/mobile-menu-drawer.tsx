import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ModalFrame } from '@/components/common/modal-frame';
import type { Locale } from '@/lib/i18n/locales';
import { ACCOUNT_LINKS, CATEGORY_LINKS } from '@/lib/navigation/site-navigation';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/slices/auth-state';
import { CountryForm } from './country-form';
import { LocaleChoiceList } from './locale-choice-list';
import { useSignInHref } from './use-sign-in-href';
import { useSwitchLocale } from './use-switch-locale';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

const LINK = 'block rounded-md px-3 py-3 text-base font-medium text-sand-800 hover:bg-sand-100';
const HEADING = 'px-3 pb-1 text-xs font-semibold tracking-wide text-sand-600 uppercase';

/**
 * The navigation below 768 px, loaded on first open by MobileMenu. Headless UI's Dialog traps
 * the focus inside, closes on Escape or a tap on the backdrop and gives the focus back to the
 * menu button.
 */
export function MobileMenuDrawer({ open, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation('common');
  const signInHref = useSignInHref();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const switchLocale = useSwitchLocale();

  function choose(locale: Locale) {
    onClose();
    switchLocale(locale);
  }

  return (
    <ModalFrame open={open} onClose={onClose} variant="drawer-start" title={t('header.menu')} closeLabel={t('header.closeMenu')}>
      <nav aria-label={t('header.categoriesLabel')} className="px-2 py-3">
        <ul>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.slug}>
              <Link href={link.href} onClick={onClose} className={LINK}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-sand-100 px-2 py-3">
        <h3 className={HEADING}>{t('account.title')}</h3>
        <ul>
          {isLoggedIn ? (
            <>
              <li>
                <Link href={ACCOUNT_LINKS.orders} onClick={onClose} className={LINK}>
                  {t('account.orders')}
                </Link>
              </li>
              <li>
                <Link href={ACCOUNT_LINKS.profile} onClick={onClose} className={LINK}>
                  {t('account.profile')}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link href={signInHref} onClick={onClose} className={LINK}>
                {t('account.signIn')}
              </Link>
            </li>
          )}
        </ul>
      </div>
      <div className="border-t border-sand-100 px-2 py-3">
        <h3 className={HEADING}>{t('locale.title')}</h3>
        <LocaleChoiceList onChoose={choose} />
        <div className="px-3 pt-4 pb-2">
          <CountryForm onDone={onClose} />
        </div>
      </div>
    </ModalFrame>
  );
}
