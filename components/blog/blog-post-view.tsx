import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ProductCard } from '@/components/catalog/product-card';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { RenderedMarkdown } from '@/components/content/rendered-markdown';
import { PageHead } from '@/components/seo/page-head';
import { BLOG_ROOT, blogPostPath, type BlogPostPageData } from '@/lib/content/blog-view';
import { blogArticleJsonLd } from '@/lib/content/content-json-ld';
import { coverPictureSrc } from '@/lib/content/cover-picture';
import { languageOfLocale } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { BlogCover } from './blog-cover';
import { BlogPostCard } from './blog-post-card';

/** A post: header, cover, table of contents, text, products read live, tags, author and related posts. */
export function BlogPostView({ post, related, products }: BlogPostPageData) {
  const { t } = useTranslation('blog');
  const { locale } = useRouter();
  const path = blogPostPath(post.slug);
  const crumbs: Breadcrumb[] = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.blog'), path: BLOG_ROOT },
    { name: post.category.name, path: `${BLOG_ROOT}/category/${post.category.slug}` },
    { name: post.title, path },
  ];
  const jsonLd = blogArticleJsonLd({ siteUrl: siteUrl(), storeName: STORE_NAME, language: languageOfLocale(locale ?? 'en-US'), post });
  return (
    <>
      <PageHead pageKind="blog" path={path} query={{}} title={post.title} description={post.description} image={coverPictureSrc(post.coverKey, 1280)} ogType="article" breadcrumbs={crumbs} jsonLd={jsonLd} />
      <article className="container-page py-8 md:py-12">
        <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
        <header className="mx-auto mt-8 max-w-3xl text-center">
          <p className="text-sm font-medium text-accent-700">
            <Link href={`${BLOG_ROOT}/category/${post.category.slug}`} className="hover:underline hover:underline-offset-4">
              {post.category.name}
            </Link>
          </p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink md:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-pretty text-sand-700">{post.description}</p>
          <p className="mt-4 text-sm text-ink-muted">
            {t('card.byline', { author: post.author.name })} · <time dateTime={post.publishedAt}>{post.publishedLabel}</time> ·{' '}
            {t('card.readingTime', { count: post.readingMinutes })}
          </p>
        </header>
        <div className="mx-auto mt-8 max-w-5xl">
          <BlogCover coverKey={post.coverKey} alt={post.coverAlt} priority sizes="(max-width: 1023px) 100vw, 1024px" />
        </div>
        <div className="mx-auto mt-10 max-w-5xl lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          {post.toc.length > 1 ? (
            <nav aria-labelledby="post-toc" className="mb-8 rounded-lg border border-line bg-surface p-5 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
              <h2 id="post-toc" className="text-sm font-semibold text-ink">
                {t('post.toc')}
              </h2>
              <ol className="mt-3 flex flex-col gap-1">
                {post.toc.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`} className="inline-block rounded-sm py-1 text-sm text-sand-700 hover:text-ink hover:underline">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : (
            <div />
          )}
          <div className="min-w-0 max-w-3xl">
            <RenderedMarkdown html={post.html} />
            {products.length > 0 ? (
              <section aria-labelledby="post-products" className="mt-12 border-t border-line pt-8">
                <h2 id="post-products" className="text-xl font-semibold text-ink">
                  {t('post.products')}
                </h2>
                <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3">
                  {products.map((product) => (
                    <ProductCard key={product.code} product={product} sizes="(max-width: 639px) 50vw, 240px" />
                  ))}
                </div>
              </section>
            ) : null}
            <footer className="mt-12 flex flex-col gap-8 border-t border-line pt-8">
              {post.tags.length > 0 ? (
                <div>
                  <h2 className="text-sm font-semibold text-ink">{t('post.tags')}</h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {post.tags.map((tag) => (
                      <li key={tag.slug}>
                        <Link href={`${BLOG_ROOT}/tag/${tag.slug}`} className="inline-flex h-10 items-center rounded-full border border-line-strong px-4 text-sm text-sand-800 hover:border-sand-500">
                          {tag.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="rounded-lg bg-surface p-5">
                <h2 className="text-sm font-semibold text-ink">{t('post.about')}</h2>
                <p className="mt-2 font-medium text-ink">
                  {post.author.name} <span className="font-normal text-ink-muted">· {post.author.role}</span>
                </p>
                <p className="mt-2 text-sm text-sand-700">{post.author.bio}</p>
                <p className="mt-3 text-xs text-ink-muted">{t('post.updated', { date: post.updatedLabel })}</p>
              </div>
            </footer>
          </div>
        </div>
        {related.length > 0 ? (
          <section aria-labelledby="post-related" className="mt-16 border-t border-line pt-10">
            <h2 id="post-related" className="text-2xl font-semibold tracking-tight text-ink">
              {t('post.related')}
            </h2>
            <div className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <BlogPostCard key={card.slug} post={card} headingLevel={3} />
              ))}
            </div>
          </section>
        ) : null}
      </article>
    </>
  );
}
