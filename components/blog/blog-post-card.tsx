import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { blogPostPath, type BlogCard } from '@/lib/content/blog-view';
import { BlogCover } from './blog-cover';

interface BlogPostCardProps {
  post: BlogCard;
  /** The first card of the list: larger, its picture loaded first. */
  featured?: boolean;
  headingLevel?: 2 | 3;
}

/** A post in a list: cover, category, title, lead, date and reading time; the whole card is the link. */
export function BlogPostCard({ post, featured = false, headingLevel = 2 }: BlogPostCardProps) {
  const { t } = useTranslation('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={featured ? 'group relative grid gap-5 md:grid-cols-2 md:items-center md:gap-10' : 'group relative flex flex-col gap-4'}>
      <BlogCover
        coverKey={post.coverKey}
        alt=""
        priority={featured}
        sizes={featured ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 767px) 100vw, (max-width: 991px) 50vw, 33vw'}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-accent-700">
          {featured ? `${t('featured')} · ` : ''}
          {post.category.name}
        </p>
        <Heading className={featured ? 'text-2xl font-semibold tracking-tight text-balance text-ink md:text-3xl' : 'text-lg font-semibold leading-snug text-ink'}>
          <Link href={blogPostPath(post.slug)} className="after:absolute after:inset-0 hover:underline hover:underline-offset-4">
            {post.title}
          </Link>
        </Heading>
        <p className={featured ? 'text-base text-pretty text-sand-700' : 'line-clamp-3 text-sm text-sand-700'}>{post.description}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={post.publishedAt}>{post.publishedLabel}</time> · {t('card.readingTime', { count: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
