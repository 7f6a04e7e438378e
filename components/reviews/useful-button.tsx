import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useSignInPrompt } from '@/components/account/use-sign-in-prompt';
import { voteUseful } from '@/services/reviews-service';

interface UsefulButtonProps {
  reviewId: number;
  usefulNum: number;
  voted: boolean;
  isOwn: boolean;
}

/** "Was this useful?": one vote per shopper; a visitor is asked to sign in first. */
export function UsefulButton({ reviewId, usefulNum, voted: votedBefore, isOwn }: UsefulButtonProps) {
  const { t } = useTranslation('reviews');
  const requireSignIn = useSignInPrompt();
  const [count, setCount] = useState(usefulNum);
  const [voted, setVoted] = useState(votedBefore);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const shownVoted = voted || votedBefore;

  async function onVote() {
    if (shownVoted || busy || !requireSignIn()) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await voteUseful(reviewId);
      setCount(answer.useful_num);
      setVoted(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {isOwn ? (
        <span className="text-ink-muted">{t('useful.own')}</span>
      ) : (
        <>
          <span className="text-ink-muted">{t('useful.question')}</span>
          <button
            type="button"
            onClick={onVote}
            aria-pressed={shownVoted}
            disabled={busy}
            className="useful-btn"
          >
            {shownVoted ? t('useful.voted') : t('useful.button')}
          </button>
        </>
      )}
      {count > 0 ? <span className="text-ink-muted">{t('useful.count', { count })}</span> : null}
      {failed ? (
        <span role="alert" className="text-danger-600">
          {t('useful.error')}
        </span>
      ) : null}
    </div>
  );
}
