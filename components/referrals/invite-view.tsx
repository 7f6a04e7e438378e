import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { InviteOffer } from '@/lib/contracts/programmes/referral-pages';
import { keepInvitationRid } from '@/services/referrals-service';

/**
 * /invite?rid=CODE: who invited the visitor (first name only) and the friend's offer. Accepting
 * keeps the code (CART_RID) and opens sign-up with it, then the referrals page with the code.
 */
export function InviteView({ offer }: { offer: InviteOffer }) {
  const { t } = useTranslation('referrals', { keyPrefix: 'invite' });
  const amount = offer.friendDiscount;
  const rid = offer.rid;
  const signUpHref = rid ? `/sign-up?${new URLSearchParams({ rid, next: '/customer/referrals' }).toString()}` : '/sign-up';
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-2xl rounded-2xl border border-sand-200 bg-white p-6 md:p-10">
        <h1 className="section-title">{offer.inviterFirstName ? t('headingNamed', { name: offer.inviterFirstName, storeName: STORE_NAME }) : t('headingPlain', { storeName: STORE_NAME })}</h1>
        {rid ? (
          <>
            <p className="mt-4 text-lg text-ink" data-testid="invite-offer">
              {t('offer', { amount, minimum: offer.minimumSubtotal })}
            </p>
            <p className="mt-2 text-ink-muted">{t('how')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link href={signUpHref} className="btn-primary inline-flex justify-center py-2.5 text-center" onClick={() => keepInvitationRid(rid)}>
                {t('cta', { amount })}
              </Link>
              <Link href={`/sign-in?${new URLSearchParams({ rid, next: '/customer/referrals' }).toString()}`} className="text-sm font-medium text-ink underline underline-offset-4" onClick={() => keepInvitationRid(rid)}>
                {t('signIn')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="mt-4 text-ink">{t('unknown', { storeName: STORE_NAME })}</p>
            <Link href="/" className="btn-primary mt-6 inline-flex">
              {t('browse')}
            </Link>
          </>
        )}
        <p className="mt-8">
          <Link href="/share-and-earn-money" className="text-sm font-medium text-ink underline underline-offset-4">
            {t('learnMore')}
          </Link>
        </p>
      </div>
    </div>
  );
}
