import type { GetStaticPaths, GetStaticProps } from 'next';
import { serverSideTranslations } from '@/server/pages/page-translations';
import { ApiReferenceSection, type ApiReferenceSectionProps } from '@/components/developers/api-reference';
import { sectionDocument, sectionSummaries } from '@/components/developers/api-sections';
import { PageHead } from '@/components/seo/page-head';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales';
import { openApiDocument } from '@/server/http/openapi/openapi-document';

interface ApiReferenceSectionPageProps extends ApiReferenceSectionProps {
  tag: string;
  /** The reference is written in English: only the default locale's copy is indexed. */
  isDefaultLocale: boolean;
}

type SectionParams = { section: string };

export const getStaticPaths: GetStaticPaths<SectionParams> = async () => {
  const sections = sectionSummaries(openApiDocument());
  return {
    paths: LOCALES.flatMap((locale) => sections.map((section) => ({ params: { section: section.slug }, locale }))),
    fallback: false,
  };
};

export const getStaticProps: GetStaticProps<ApiReferenceSectionPageProps, SectionParams> = async ({ params, locale }) => {
  const pageLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const document = openApiDocument();
  const sections = sectionSummaries(document);
  const section = sections.find((candidate) => candidate.slug === params?.section);
  const subset = section ? sectionDocument(document, section.tag) : undefined;
  if (!section || !subset) return { notFound: true };
  return {
    props: {
      ...(await serverSideTranslations(pageLocale, ['common'])),
      document: subset,
      sections,
      tag: section.tag,
      isDefaultLocale: pageLocale === DEFAULT_LOCALE,
    },
  };
};

export default function ApiReferenceSectionPage({ tag, isDefaultLocale, ...reference }: ApiReferenceSectionPageProps) {
  return (
    <>
      <PageHead
        title={`${tag} · API reference`}
        description={`The ${tag} endpoints of the Deskhaus API: parameters, request bodies, responses and errors.`}
        pageKind="other"
        noIndex={!isDefaultLocale}
      />
      <ApiReferenceSection {...reference} />
    </>
  );
}
