import Link from '@/components/common/store-link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { PageHead } from '@/components/seo/page-head';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { INFO_PAGE_KEYS, INFO_PAGES, LEGAL_LAST_UPDATED, formatLegalDate, type InfoPageKey } from './info-pages';
import { toInfoSections, type InfoSection } from './info-sections';

interface InfoPageProps {
  page: InfoPageKey;
}

/**
 * An information page (about, press, privacy, terms): a title, a lead and titled sections, all
 * from the `legal` namespace. Long pages get a table of contents: above the text on a phone,
 * beside it (and following the reader) from 1024 px.
 */
export function InfoPage({ page }: InfoPageProps) {
  const { t } = useTranslation('legal');
  const { locale } = useRouter();
  const { path, toc } = INFO_PAGES[page];
  const values = { storeName: STORE_NAME };
  const sections = toInfoSections(t(`${page}.sections`, { returnObjects: true, ...values }));
  const dated = page === 'privacy' || page === 'terms';

  return (
    <>
      <PageHead pageKind="other" path={path} query={{}} title={t(`${page}.metaTitle`, values)} description={t(`${page}.metaDescription`, values)} />
      <article className="container-page py-10 md:py-16">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-sand-900 md:text-4xl">{t(`${page}.title`, values)}</h1>
          <p className="mt-4 text-lg text-pretty text-sand-700">{t(`${page}.lead`, values)}</p>
          {dated && <p className="mt-3 text-sm text-sand-600">{t('lastUpdated', { date: formatLegalDate(LEGAL_LAST_UPDATED, locale) })}</p>}
        </header>
        <div className={toc ? 'mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-16' : 'mt-10'}>
          {toc && <TableOfContents sections={sections} title={t('toc')} />}
          <div className="max-w-3xl">
            {sections.map((section) => (
              <InfoSectionBlock key={section.id} section={section} />
            ))}
          </div>
        </div>
        <RelatedPages current={page} title={t('related')} />
      </article>
    </>
  );
}

function TableOfContents({ sections, title }: { sections: readonly InfoSection[]; title: string }) {
  return (
    <nav aria-labelledby="info-toc-title" className="mb-10 rounded-lg border border-sand-200 bg-sand-50 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
      <h2 id="info-toc-title" className="text-sm font-semibold text-sand-900">
        {title}
      </h2>
      <ol className="mt-3 flex flex-col gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-block rounded-sm py-1 text-sm text-sand-700 hover:text-sand-900 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function InfoSectionBlock({ section }: { section: InfoSection }) {
  return (
    <section aria-labelledby={section.id} className="border-t border-sand-200 py-8 first:border-t-0 first:pt-0">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-sand-900 md:text-2xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-base leading-7 text-pretty text-sand-700">
          {paragraph}
        </p>
      ))}
      {section.items.length > 0 && (
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-base leading-7 text-sand-700 marker:text-sand-500">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RelatedPages({ current, title }: { current: InfoPageKey; title: string }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-labelledby="info-related-title" className="mt-12 max-w-3xl border-t border-sand-200 pt-8">
      <h2 id="info-related-title" className="text-sm font-semibold text-sand-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {INFO_PAGE_KEYS.filter((key) => key !== current).map((key) => (
          <li key={key}>
            <Link href={INFO_PAGES[key].path} className="inline-block py-1.5 text-sm font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800">
              {t(INFO_PAGES[key].labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
