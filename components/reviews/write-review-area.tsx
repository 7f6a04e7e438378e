import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { signInPathFor } from '@/components/account/safe-next-path';
import type { MyReviewState } from './use-my-product-review';

/* The form (and its file handling) loads only for a shopper who may write: most visitors never pay for it. */
const WriteReviewForm = dynamic(() => import('./write-review-form').then((module) => module.WriteReviewForm), { ssr: false });

interface WriteReviewAreaProps {
  productCode: string;
  state: MyReviewState;
  onWritten: () => Promise<unknown>;
}

function Note({ children, role }: { children: React.ReactNode; role?: 'status' }) {
  return (
    <p role={role} className="rounded-2xl bg-canvas px-5 py-4 text-sm text-ink">
      {children}
    </p>
  );
}

/** "Write a review" for a buyer, and for everyone else the reason they cannot. */
export function WriteReviewArea({ productCode, state, onWritten }: WriteReviewAreaProps) {
  const { t } = useTranslation('reviews');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);

  if (justSent) return <Note role="status">{t('write.pending')}</Note>;
  if (state.kind === 'checking' || state.kind === 'failed') return <p className="min-h-12 text-sm text-ink-muted">{state.kind === 'checking' ? t('write.checking') : ''}</p>;
  if (state.kind === 'signed-out') {
    return (
      <Note>
        {t('write.signInPrompt')}{' '}
        <Link href={signInPathFor(router.asPath.split('#')[0] ?? '/')} className="link-quiet font-semibold">
          {t('write.signIn')}
        </Link>
      </Note>
    );
  }
  const { mine } = state;
  if (mine.own_review) {
    const status = mine.own_review.moderation_status;
    return <Note>{t(status === 'pending' ? 'write.pending' : status === 'approved' ? 'write.approved' : 'write.rejected')}</Note>;
  }
  if (!mine.can_review) return <Note>{t('write.notPurchased')}</Note>;
  if (!open) {
    return (
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t('write.open')}
      </button>
    );
  }
  return (
    <WriteReviewForm
      productCode={productCode}
      onCancel={() => setOpen(false)}
      onSent={() => {
        setJustSent(true);
        void onWritten();
      }}
    />
  );
}
