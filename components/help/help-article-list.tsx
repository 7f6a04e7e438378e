import Link from '@/components/common/store-link';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import { helpArticlePath } from '@/lib/content/help-view';
import type { HelpArticleSummary } from '@/lib/contracts/content/content-schemas';

/** Articles as a list of links with their summaries. */
export function HelpArticleList({ articles, headingLevel = 2, withSummary = true }: { articles: readonly HelpArticleSummary[]; headingLevel?: 2 | 3; withSummary?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="divide-y divide-line border-y border-line">
      {articles.map((article) => (
        <li key={article.id} className="group relative flex items-start justify-between gap-4 py-4">
          <div>
            <Heading className="text-base font-medium text-ink">
              <Link href={helpArticlePath(article.sectionSlug, article.slug)} className="after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-4">
                {article.title}
              </Link>
            </Heading>
            {withSummary ? <p className="mt-1 text-sm text-sand-700">{article.summary}</p> : null}
          </div>
          <ChevronRightIcon className="mt-1 size-4 shrink-0 text-sand-500" />
        </li>
      ))}
    </ul>
  );
}
