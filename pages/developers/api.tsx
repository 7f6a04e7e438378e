import type { GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ApiReference } from '@/components/developers/api-reference';
import type { ApiReferenceDocument } from '@/components/developers/api-reference-types';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { openApiDocument } from '@/server/http/openapi/openapi-document';

interface ApiReferencePageProps {
  document: ApiReferenceDocument;
  /** The reference is written in English: only the default locale's copy is indexed. */
  isDefaultLocale: boolean;
}

export const getStaticProps: GetStaticProps<ApiReferencePageProps> = async ({ locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    props: {
      ...(await serverSideTranslations(pageLocale, ['common'])),
      document: openApiDocument(),
      isDefaultLocale: pageLocale === DEFAULT_LOCALE,
    },
  };
};

export default function ApiReferencePage({ document, isDefaultLocale }: ApiReferencePageProps) {
  return (
    <>
      <PageHead title="API reference" description="Every endpoint of the Deskhaus API: parameters, request bodies, responses and errors." pageKind="other" noIndex={!isDefaultLocale} />
      <ApiReference document={document} />
    </>
  );
}
