import type { GetServerSideProps, GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import { BLOG_ROOT, blogListPagePath, type BlogListPageData, type BlogPostPageData } from '@/lib/content/blog-view';
import { defaultListingQuery } from '@/lib/catalog/listing-query';
import type { BlogPostPage } from '@/lib/contracts/content/content-schemas';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { listProducts } from '@/server/catalog/listing/list-products';
import { getBlogPost } from '@/server/content/get-blog-post';
import { getBlogCategory, getBlogTag, listBlogCategories } from '@/server/content/get-blog-term';
import { listBlogPostPaths } from '@/server/content/list-blog-paths';
import { listBlogPosts } from '@/server/content/list-blog-posts';
import { searchBlogPosts } from '@/server/content/search-blog-posts';
import { findPostRedirect } from '@/server/content/editor/find-content-redirect';
import { contentDateLabel, toBlogCards } from './content-dates';
import { serverSideTranslations } from './page-translations';

/*
 * The blog's pages are pre-rendered and re-rendered in the background (decisions 0003, 0006):
 * ten minutes for lists; five for a post, whose "products in this post" show the catalog's price
 * and stock as of the last render. Searches render per request, cached a minute by shared caches.
 */
export const BLOG_REVALIDATE_SECONDS = 600;
export const BLOG_POST_REVALIDATE_SECONDS = 300;
export const BLOG_NOT_FOUND_REVALIDATE_SECONDS = 300;
export const BLOG_SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const BLOG_NAMESPACES = ['common', 'blog'];
const POST_NAMESPACES = ['common', 'blog', 'catalog'];

function pageLocaleOf(locale: string | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

async function listProps(
  locale: Locale,
  data: Omit<BlogListPageData, 'posts' | 'page' | 'pageCount' | 'total' | 'categories'>,
  page: BlogPostPage,
): Promise<BlogListPageData & Awaited<ReturnType<typeof serverSideTranslations>>> {
  const [translations, categories] = await Promise.all([serverSideTranslations(locale, BLOG_NAMESPACES), listBlogCategories({ locale })]);
  return {
    ...translations,
    ...data,
    posts: toBlogCards(page.posts, locale),
    page: page.page,
    pageCount: page.pageCount,
    total: page.total,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
  };
}

/* Only the default locale is pre-rendered at build: the other locales render on first visit. */
function defaultLocaleOnly(locales: readonly string[] | undefined): string[] {
  return (locales ?? [DEFAULT_LOCALE]).includes(DEFAULT_LOCALE) ? [DEFAULT_LOCALE] : [];
}

/** /ourblog: page 1 of the newest posts. */
export const getBlogIndexStaticProps: GetStaticProps<BlogListPageData> = async ({ locale }) => {
  const pageLocale = pageLocaleOf(locale);
  const page = await listBlogPosts({ locale: pageLocale });
  return { props: await listProps(pageLocale, { kind: 'index', path: BLOG_ROOT, title: null, description: null }, page), revalidate: BLOG_REVALIDATE_SECONDS };
};

type PageParams = { page: string };

export const getBlogPageStaticPaths: GetStaticPaths<PageParams> = async () => ({ paths: [], fallback: 'blocking' });

/** /ourblog/page/{n}, n >= 2 (page 1 is /ourblog itself, so /ourblog/page/1 redirects there). */
export const getBlogPageStaticProps: GetStaticProps<BlogListPageData, PageParams> = async ({ locale, params }) => {
  const pageLocale = pageLocaleOf(locale);
  const raw = params?.page ?? '';
  if (!/^\d{1,4}$/.test(raw)) return { notFound: true, revalidate: BLOG_NOT_FOUND_REVALIDATE_SECONDS };
  const number = Number(raw);
  if (number <= 1) return { redirect: { destination: BLOG_ROOT, permanent: true } };
  const page = await listBlogPosts({ locale: pageLocale, page: number });
  if (number > page.pageCount) return { notFound: true, revalidate: BLOG_NOT_FOUND_REVALIDATE_SECONDS };
  return { props: await listProps(pageLocale, { kind: 'index', path: blogListPagePath(number), title: null, description: null }, page), revalidate: BLOG_REVALIDATE_SECONDS };
};

type SlugParams = { slug: string };

export const getBlogTermStaticPaths: GetStaticPaths<SlugParams> = async () => ({ paths: [], fallback: 'blocking' });

/** /ourblog/category/{slug} and /ourblog/tag/{slug}: every post of the term on one page. */
export function blogTermStaticProps(kind: 'category' | 'tag'): GetStaticProps<BlogListPageData, SlugParams> {
  return async ({ locale, params }): Promise<GetStaticPropsResult<BlogListPageData>> => {
    const pageLocale = pageLocaleOf(locale);
    const slug = params?.slug ?? '';
    const term = kind === 'category' ? await getBlogCategory({ locale: pageLocale, slug }) : await getBlogTag({ locale: pageLocale, slug });
    if (!term) return { notFound: true, revalidate: BLOG_NOT_FOUND_REVALIDATE_SECONDS };
    const page = await listBlogPosts({ locale: pageLocale, pageSize: 100, ...(kind === 'category' ? { categorySlug: slug } : { tagSlug: slug }) });
    const data = { kind, path: `${BLOG_ROOT}/${kind}/${term.slug}`, title: term.name, description: term.description || null };
    return { props: await listProps(pageLocale, data, page), revalidate: BLOG_REVALIDATE_SECONDS };
  };
}

type KeywordParams = { keyword: string };

/** /ourblog/search/{keyword}: full-text search in the page's language. */
export const getBlogSearchServerSideProps: GetServerSideProps<BlogListPageData, KeywordParams> = async ({ locale, params, res }) => {
  const pageLocale = pageLocaleOf(locale);
  const words = (params?.keyword ?? '').trim().slice(0, 100);
  const page = await searchBlogPosts({ locale: pageLocale, words });
  res.setHeader('Cache-Control', BLOG_SEARCH_CACHE_CONTROL);
  return { props: await listProps(pageLocale, { kind: 'search', path: `${BLOG_ROOT}/search/${encodeURIComponent(words)}`, title: words, description: null }, page) };
};

type PostParams = { blogSlug: string };

export const getBlogPostStaticPaths: GetStaticPaths<PostParams> = async ({ locales }) => {
  const paths = await listBlogPostPaths();
  const pageLocales = defaultLocaleOnly(locales);
  return { paths: paths.filter((path) => path.language === 'en').flatMap((path) => pageLocales.map((locale) => ({ params: { blogSlug: path.slug }, locale }))), fallback: 'blocking' };
};

/** /ourblog/{blogSlug}: the post, its related posts and its products read live from the catalog. */
export const getBlogPostStaticProps: GetStaticProps<BlogPostPageData, PostParams> = async ({ locale, params }) => {
  const pageLocale = pageLocaleOf(locale);
  const post = await getBlogPost({ locale: pageLocale, slug: params?.blogSlug ?? '' });
  if (!post) {
    // A slug the editor changed answers 308 to the post's current address (decision 0037).
    const moved = await findPostRedirect({ locale: pageLocale, slug: params?.blogSlug ?? '' });
    if (moved) return { redirect: { destination: localizedPath(moved, pageLocale), permanent: true }, revalidate: BLOG_NOT_FOUND_REVALIDATE_SECONDS };
    return { notFound: true, revalidate: BLOG_NOT_FOUND_REVALIDATE_SECONDS };
  }
  const [translations, listing] = await Promise.all([
    serverSideTranslations(pageLocale, POST_NAMESPACES),
    post.productCodes.length > 0
      ? listProducts({ locale: pageLocale, scope: { productCodes: post.productCodes }, query: defaultListingQuery() })
      : Promise.resolve(null),
  ]);
  const { related, ...rest } = post;
  // In the order the post names them; a product the catalog no longer has is left out.
  const order = new Map(post.productCodes.map((code, index) => [code, index]));
  const products = (listing?.items ?? []).sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
  return {
    props: {
      ...translations,
      post: { ...rest, publishedLabel: contentDateLabel(post.publishedAt, pageLocale), updatedLabel: contentDateLabel(post.updatedAt, pageLocale) },
      related: toBlogCards(related, pageLocale),
      products,
    },
    revalidate: BLOG_POST_REVALIDATE_SECONDS,
  };
};
