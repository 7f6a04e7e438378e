import clsx from 'clsx';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { BLOG_ROOT } from '@/lib/content/blog-view';
import type { BlogTerm } from '@/lib/contracts/content/content-schemas';

/** The blog's categories as a row of links; the current one is marked. */
export function BlogCategoryNav({ categories, current }: { categories: readonly BlogTerm[]; current: string | null }) {
  const { t } = useTranslation('blog');
  const links = [{ slug: null, name: t('nav.all'), href: BLOG_ROOT }, ...categories.map((category) => ({ ...category, href: `${BLOG_ROOT}/category/${category.slug}` }))];
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1 md:flex-wrap">
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
                  active ? 'border-accent-700 bg-accent-700 text-white' : 'border-line-strong bg-white text-sand-800 hover:border-sand-500',
                )}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
