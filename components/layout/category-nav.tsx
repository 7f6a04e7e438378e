import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import clsx from 'clsx';
import { CATEGORY_LINKS } from '@/lib/navigation/site-navigation';

/** The category bar under the header, from tablet width up; it scrolls sideways when narrow. */
export function CategoryNav({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  const currentPath = asPath.split(/[?#]/)[0];
  return (
    <nav aria-label={t('header.categoriesLabel')} className={clsx('border-t border-sand-100', className)}>
      <ul className="container-page flex h-11 items-center gap-6 overflow-x-auto whitespace-nowrap text-sm [scrollbar-width:none]">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.slug}>
            <Link
              href={link.href}
              aria-current={currentPath === link.href ? 'page' : undefined}
              className={link.slug === 'sale' ? 'nav-link nav-link-sale' : 'nav-link'}
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
