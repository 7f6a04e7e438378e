import { useState } from 'react';
import { ThumbsDownIcon } from '@/components/icons/thumbs-down-icon';
import { ThumbsUpIcon } from '@/components/icons/thumbs-up-icon';
import clsx from 'clsx';
import { useTranslation } from '@/components/i18n/use-translation';
import type { HelpVoteTally } from '@/lib/contracts/content/content-schemas';
import { loadContentService } from '@/services/content-hooks';

type VoteState = { kind: 'idle' } | { kind: 'saving'; helpful: boolean } | { kind: 'done'; tally: HelpVoteTally } | { kind: 'failed' };

/** "Was this helpful": one vote per visitor, changeable; the counts show once the visitor has voted. */
export function HelpVote({ articleId }: { articleId: number }) {
  const { t } = useTranslation('help');
  const [state, setState] = useState<VoteState>({ kind: 'idle' });
  const mine = state.kind === 'done' ? state.tally.mine : state.kind === 'saving' ? state.helpful : null;

  const vote = async (helpful: boolean) => {
    setState({ kind: 'saving', helpful });
    try {
      const service = await loadContentService();
      setState({ kind: 'done', tally: await service.voteHelpArticle(articleId, helpful) });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  const button = (helpful: boolean) => {
    const Icon = helpful ? ThumbsUpIcon : ThumbsDownIcon;
    return (
      <button
        type="button"
        aria-pressed={mine === helpful}
        disabled={state.kind === 'saving'}
        onClick={() => void vote(helpful)}
        className={clsx(
          'inline-flex h-11 items-center gap-2 rounded-full border px-5 text-sm font-medium',
          mine === helpful ? 'border-accent-700 bg-accent-700 text-white' : 'border-line-strong bg-white text-ink hover:border-sand-500',
        )}
      >
        <Icon className="size-4" />
        {helpful ? t('vote.yes') : t('vote.no')}
      </button>
    );
  };

  return (
    <section aria-labelledby="help-vote" className="rounded-lg border border-line bg-surface p-5" data-testid="help-vote">
      <h2 id="help-vote" className="text-base font-semibold text-ink">
        {t('vote.question')}
      </h2>
      <div className="mt-3 flex gap-3">
        {button(true)}
        {button(false)}
      </div>
      <div aria-live="polite" className="mt-3 text-sm text-sand-700">
        {state.kind === 'done' ? (
          <p>
            {t('vote.thanks')} {t('vote.count', { helpful: state.tally.helpful, total: state.tally.helpful + state.tally.notHelpful })} {t('vote.change')}
          </p>
        ) : null}
        {state.kind === 'failed' ? <p className="text-danger-600">{t('vote.error')}</p> : null}
      </div>
    </section>
  );
}
