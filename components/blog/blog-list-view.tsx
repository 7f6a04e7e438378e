import Head from 'next/head';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { PathSearchForm } from '@/components/content/path-search-form';
import { PageHead } from '@/components/seo/page-head';
import { BLOG_ROOT, blogListPagePath, type BlogListPageData } from '@/lib/content/blog-view';
import { localizedPath } from '@/lib/navigation/localized-path';
import type { Breadcrumb } from '@/lib/seo/json-ld';
import { BlogCategoryNav } from './blog-category-nav';
import { BlogPostCard } from './blog-post-card';

/** Every list of the blog: the newest posts (paged), a category, a tag, a search. */
export function BlogListView(props: BlogListPageData) {
  const { t } = useTranslation('blog');
  const { locale } = useRouter();
  const feed = localizedPath('/ourblog/rss.xml', locale);
  const { kind, path, title, posts, page, pageCount } = props;
  const heading =
    kind === 'index' ? t('index.title') : kind === 'category' ? t('category.title', { name: title }) : kind === 'tag' ? t('tag.title', { name: title }) : t('search.title', { words: title });
  const lead = kind === 'index' ? t('index.lead') : kind === 'search' ? t('search.count', { count: props.total }) : props.description;
  const crumbs: Breadcrumb[] = [{ name: t('crumbs.home'), path: '/' }, { name: t('crumbs.blog'), path: BLOG_ROOT }];
  if (kind !== 'index') crumbs.push({ name: kind === 'search' ? (title ?? '') : heading, path });
  else if (page > 1) crumbs.push({ name: t('paging.page', { page, count: pageCount }), path });
  const featured = kind === 'index' && page === 1 ? posts[0] : undefined;
  const rest = featured ? posts.slice(1) : posts;
  return (
    <>
      <PageHead
        pageKind="blog"
        path={path}
        query={{}}
        title={kind === 'index' ? (page > 1 ? `${t('meta.title')} · ${t('paging.page', { page, count: pageCount })}` : t('meta.title')) : heading}
        description={kind === 'index' ? t('meta.description') : (props.description ?? t('meta.description'))}
        breadcrumbs={crumbs}
        noIndex={kind === 'search'}
      />
      <Head>
        <link key="rss" rel="alternate" type="application/rss+xml" title={t('feedTitle')} href={feed} />
      </Head>
      <div className="container-page py-8 md:py-12">
        <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
        <header className="mt-6 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">{heading}</h1>
            {lead ? <p className="mt-3 text-lg text-pretty text-sand-700">{lead}</p> : null}
          </div>
          <PathSearchForm root={BLOG_ROOT} label={t('search.label')} placeholder={t('search.placeholder')} submit={t('search.submit')} defaultValue={kind === 'search' ? (title ?? '') : undefined} />
        </header>
        <div className="mt-8">
          <BlogCategoryNav categories={props.categories} current={kind === 'category' ? path.split('/').pop() ?? null : kind === 'index' ? null : ''} />
        </div>
        {posts.length === 0 ? <p className="mt-10 text-sand-700">{kind === 'search' ? t('search.empty') : t('empty')}</p> : null}
        {featured ? (
          <div className="mt-10">
            <BlogPostCard post={featured} featured />
          </div>
        ) : null}
        {rest.length > 0 ? (
          <div className="mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <BlogPostCard key={post.slug} post={post} />
            ))}
          </div>
        ) : null}
        {kind === 'index' && pageCount > 1 ? (
          <nav aria-label={t('paging.label')} className="mt-14 flex items-center justify-between gap-4 border-t border-line pt-6 text-sm">
            {page > 1 ? (
              <Link href={blogListPagePath(page - 1)} rel="prev" className="inline-flex h-11 items-center rounded-full border border-line-strong px-5 font-medium text-ink hover:border-sand-500">
                {t('paging.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-ink-muted">{t('paging.page', { page, count: pageCount })}</span>
            {page < pageCount ? (
              <Link href={blogListPagePath(page + 1)} rel="next" className="inline-flex h-11 items-center rounded-full border border-line-strong px-5 font-medium text-ink hover:border-sand-500">
                {t('paging.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
        <p className="mt-10 text-sm">
          <a href={feed} className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
            {t('rss')}
          </a>
        </p>
      </div>
    </>
  );
}
