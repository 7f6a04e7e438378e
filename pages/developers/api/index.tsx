import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ApiReferenceIndex, type ApiReferenceIndexProps } from '@/components/developers/api-reference';
import { sectionSummaries } from '@/components/developers/api-sections';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { openApiDocument } from '@/server/http/openapi/openapi-document';

interface ApiReferenceIndexPageProps extends ApiReferenceIndexProps {
  /** The reference is written in English: only the default locale's copy is indexed. */
  isDefaultLocale: boolean;
}

export const getStaticProps: GetStaticProps<ApiReferenceIndexPageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const document = openApiDocument();
  return {
    props: {
      ...(await serverSideTranslations(pageLocale, ['common'])),
      info: document.info,
      server: document.servers[0]?.url ?? '',
      sections: sectionSummaries(document),
      isDefaultLocale: pageLocale === DEFAULT_LOCALE,
    },
  };
};

export default function ApiReferenceIndexPage({ isDefaultLocale, ...reference }: ApiReferenceIndexPageProps) {
  return (
    <>
      <PageHead title="API reference" description="Every endpoint of the Deskhaus API: parameters, request bodies, responses and errors." pageKind="other" noIndex={!isDefaultLocale} />
      <ApiReferenceIndex {...reference} />
    </>
  );
}
