import { useEffect } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setPromotionCode } from '@/store/slices/checkout-slice';

/**
 * A referred friend's single-use welcome code. It is put in the checkout state (and so the
 * CART_PROMOTION_CODE cookie) unless another code is there: the cart applies it by itself.
 */
export function WelcomeCodeBox({ code, referrerFirstName, minimum }: { code: string; referrerFirstName: string; minimum: string }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'account' });
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.checkout.promotionCode);
  useEffect(() => {
    if (!current) dispatch(setPromotionCode(code));
  }, [code, current, dispatch]);
  return (
    <section aria-labelledby="welcome-code-heading" className="mt-8 rounded-xl border border-accent-600 bg-accent-50 p-5" data-testid="welcome-code">
      <h2 id="welcome-code-heading" className="text-lg font-semibold text-ink">
        {t('welcomeHeading', { name: referrerFirstName })}
      </h2>
      <p className="mt-2 text-ink">{t('welcomeBody', { minimum })}</p>
      <p className="mt-3 text-sm text-ink-muted">{t('welcomeCode')}</p>
      <p className="font-mono text-xl font-semibold tracking-wider text-ink">{code}</p>
      <Link href="/" className="btn-primary mt-4 inline-flex">
        {t('shop')}
      </Link>
    </section>
  );
}
