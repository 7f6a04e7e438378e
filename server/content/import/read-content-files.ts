import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { faqEntries, type FaqEntry } from '@/lib/content/faq-entries';
import { metaList, metaString, parseContentFile } from '@/lib/content/front-matter';
import { readingMinutes } from '@/lib/content/reading-time';
import { renderMarkdown, type MarkdownHeading } from '@/lib/content/render-markdown';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content-languages';

/*
 * Reads content/blog and content/help (the format content/check-content.py checks) into plain
 * objects, Markdown already rendered. Pure file reading: the seed writes the result.
 */

const localized = z.object({ en: z.string().min(1), fr: z.string().min(1), de: z.string().min(1) });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const authorsSchema = z.array(z.object({ slug, name: z.string().min(1), role: localized, bio: localized }));
const categoriesSchema = z.array(z.object({ slug, name: localized, description: localized }));
const tagsSchema = z.array(z.object({ slug, name: localized }));
const sectionsSchema = z.array(z.object({ slug, position: z.number().int(), title: localized, description: localized }));

export type Localized = z.infer<typeof localized>;

export interface PostTranslationFile {
  language: ContentLanguage;
  slug: string;
  title: string;
  description: string;
  coverAlt: string;
  markdown: string;
  html: string;
  toc: MarkdownHeading[];
  text: string;
  readingMinutes: number;
}

export interface PostFile {
  key: string;
  author: string;
  category: string;
  tags: readonly string[];
  publishedAt: Date;
  productCodes: readonly string[];
  translations: PostTranslationFile[];
}

export interface ArticleTranslationFile {
  language: ContentLanguage;
  title: string;
  summary: string;
  markdown: string;
  html: string;
  text: string;
  faq: FaqEntry[];
}

export interface ArticleFile {
  section: string;
  slug: string;
  position: number;
  isFaq: boolean;
  related: readonly string[];
  translations: ArticleTranslationFile[];
}

export interface ContentFiles {
  authors: z.infer<typeof authorsSchema>;
  categories: z.infer<typeof categoriesSchema>;
  tags: z.infer<typeof tagsSchema>;
  posts: PostFile[];
  sections: z.infer<typeof sectionsSchema>;
  articles: ArticleFile[];
}

export function defaultContentDir(): string {
  return path.resolve(process.cwd(), 'content');
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

function folders(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function readPost(dir: string, key: string): PostFile {
  const files = CONTENT_LANGUAGES.map((language) => {
    const where = `content/blog/posts/${key}/${language}.md`;
    return { language, where, ...parseContentFile(fs.readFileSync(path.join(dir, key, `${language}.md`), 'utf8'), where) };
  });
  const first = files[0]!;
  const publishedAt = new Date(`${metaString(first.meta, 'published_at', first.where)}T08:00:00Z`);
  if (Number.isNaN(publishedAt.getTime())) throw new Error(`${first.where}: published_at is not a date`);
  return {
    key,
    author: metaString(first.meta, 'author', first.where),
    category: metaString(first.meta, 'category', first.where),
    tags: metaList(first.meta, 'tags', first.where),
    publishedAt,
    productCodes: metaList(first.meta, 'products', first.where),
    translations: files.map(({ language, where, meta, body }) => {
      const rendered = renderMarkdown(body);
      return {
        language,
        slug: typeof meta.slug === 'string' ? meta.slug : key,
        title: metaString(meta, 'title', where),
        description: metaString(meta, 'description', where),
        coverAlt: metaString(meta, 'cover_alt', where),
        markdown: body,
        html: rendered.html,
        toc: rendered.headings.filter((heading) => heading.level === 2),
        text: rendered.text,
        readingMinutes: readingMinutes(rendered.text),
      };
    }),
  };
}

function readArticle(dir: string, section: string, slugName: string): ArticleFile {
  const files = CONTENT_LANGUAGES.map((language) => {
    const where = `content/help/articles/${section}/${slugName}/${language}.md`;
    return { language, where, ...parseContentFile(fs.readFileSync(path.join(dir, section, slugName, `${language}.md`), 'utf8'), where) };
  });
  const first = files[0]!;
  const isFaq = first.meta.faq === true;
  return {
    section,
    slug: slugName,
    position: typeof first.meta.position === 'number' ? first.meta.position : 0,
    isFaq,
    related: metaList(first.meta, 'related', first.where),
    translations: files.map(({ language, where, meta, body }) => {
      const rendered = renderMarkdown(body);
      return {
        language,
        title: metaString(meta, 'title', where),
        summary: metaString(meta, 'summary', where),
        markdown: body,
        html: rendered.html,
        text: rendered.text,
        faq: isFaq ? faqEntries(body) : [],
      };
    }),
  };
}

export function readContentFiles(contentDir: string = defaultContentDir()): ContentFiles {
  const blog = path.join(contentDir, 'blog');
  const help = path.join(contentDir, 'help');
  const articlesDir = path.join(help, 'articles');
  return {
    authors: readJson(path.join(blog, 'authors.json'), authorsSchema),
    categories: readJson(path.join(blog, 'categories.json'), categoriesSchema),
    tags: readJson(path.join(blog, 'tags.json'), tagsSchema),
    posts: folders(path.join(blog, 'posts')).map((key) => readPost(path.join(blog, 'posts'), key)),
    sections: readJson(path.join(help, 'sections.json'), sectionsSchema),
    articles: folders(articlesDir).flatMap((section) => folders(path.join(articlesDir, section)).map((name) => readArticle(articlesDir, section, name))),
  };
}
