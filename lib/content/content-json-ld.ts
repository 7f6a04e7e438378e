import { absoluteUrl } from '@/lib/seo/absolute-url';
import type { JsonLdThing } from '@/lib/seo/json-ld';
import type { HelpFaqItem } from '@/lib/contracts/content/content-schemas';
import { blogPostPath } from './blog-view';
import { coverPictureSrc } from './cover-picture';

/* schema.org data of the blog and help centre. URLs are unprefixed: their canonical has no locale. */

export interface ArticleJsonLdInput {
  siteUrl: string;
  storeName: string;
  language: string;
  post: { slug: string; title: string; description: string; publishedAt: string; updatedAt: string; coverKey: string; author: { name: string; role: string }; category: { name: string } };
}

export function blogArticleJsonLd({ siteUrl, storeName, language, post }: ArticleJsonLdInput): JsonLdThing {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: language,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(siteUrl, coverPictureSrc(post.coverKey, 1280)),
    articleSection: post.category.name,
    mainEntityOfPage: absoluteUrl(siteUrl, blogPostPath(post.slug)),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@type': 'Organization', name: storeName, logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') } },
  };
}

/** FAQPage for an article that is a list of questions (answers as plain text). */
export function faqPageJsonLd(faq: readonly HelpFaqItem[]): JsonLdThing {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answerText } })),
  };
}
