import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { FOOTER_COLUMNS } from '@/lib/navigation/site-navigation';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { NewsletterForm } from './newsletter-form';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-16 border-t border-sand-200 bg-sand-50">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-lg font-semibold tracking-tight text-sand-900">{STORE_NAME}</p>
          <p className="max-w-xs text-sm text-sand-600">{t('footer.tagline')}</p>
          <NewsletterForm />
        </div>
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.titleKey} className="footer-column">
              <h2>{t(column.titleKey)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-sand-200">
        <p className="container-page py-6 text-xs text-sand-600">{t('footer.copyright', { storeName: STORE_NAME })}</p>
      </div>
    </footer>
  );
}
