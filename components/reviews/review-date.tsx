import { useEffect, useState } from 'react';

/**
 * When a review was written (spec §5): "3 hours ago" within seven days, "Mar 05, 2025" beyond.
 * The product page is cached, so its HTML cannot know how long ago "now" is: the server writes the
 * calendar day (`label`, in UTC, so every browser agrees) and the page hydrates with it; once the
 * page runs, date-fns loads on its own (not with the page, decision 0056) and a recent date turns
 * into relative time. Reviews fetched in the browser come without a label and show once it loads.
 */
export function ReviewDate({ iso, locale, label }: { iso: string; locale: string | undefined; label?: string }) {
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('@/lib/format/review-date-label').then(({ reviewDateText }) => {
      if (current) setText(reviewDateText(iso, locale));
    });
    return () => {
      current = false;
    };
  }, [iso, locale]);

  return <time dateTime={iso}>{text ?? label ?? ''}</time>;
}
