import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { AccountPagePlaceholder } from '@/components/account/require-customer';
import { BrandStatusBadge } from '@/components/brand/brand-status-badge';
import { ApplicationHistory } from '@/components/brand/registration/application-history';
import { DocumentRow } from '@/components/brand/registration/document-row';
import { useDocumentDownload } from '@/components/brand/registration/use-document-download';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useAdminBrandApplication } from '@/services/brand-applications-hooks';
import { DecisionForm } from './decision-form';

/** /admin/brand-applications/[brandId]: what the brand wrote and sent, its history, and the decision. */
export function ApplicationReview({ brandId }: { brandId: number | null }) {
  const { t } = useTranslation('brand-registration');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const { data: application, error, mutate } = useAdminBrandApplication(brandId);
  const { download, failed } = useDocumentDownload();
  const back = (
    <Link href="/admin/brand-applications" className="inline-flex min-h-11 items-center text-sm font-medium text-accent-700 underline">
      {t('admin.back')}
    </Link>
  );

  if (error) {
    const missing = (error as { httpStatus?: number }).httpStatus === 404;
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sand-800">{missing ? t('admin.notFound') : t('loadFailed')}</p>
        {back}
      </div>
    );
  }
  if (!application) return <AccountPagePlaceholder />;

  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(application.country) ?? application.country;
  const address = [application.address_line, [application.postal_code, application.city].filter(Boolean).join(' '), application.region].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('admin.fields.legalName'), application.legal_name],
    [t('admin.fields.country'), country],
    [t('admin.fields.taxId'), application.tax_id],
    [t('admin.fields.website'), application.website],
    [t('admin.fields.contactEmail'), application.contact_email],
    [t('admin.fields.phone'), application.phone],
    [t('admin.fields.address'), address],
  ];

  return (
    <div className="space-y-8">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-sand-900">{application.display_name}</h2>
        <BrandStatusBadge status={application.status} />
      </div>
      <section aria-labelledby="details-title">
        <h2 id="details-title" className="text-xl font-semibold text-sand-900">
          {t('admin.details')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-sand-600">{label}</dt>
              <dd className="break-words text-sand-900">{value || '—'}</dd>
            </div>
          ))}
          <dt className="text-sm font-medium text-sand-600">{t('admin.fields.about')}</dt>
          <dd className="whitespace-pre-line text-sand-900">{application.about}</dd>
        </dl>
      </section>
      <section aria-labelledby="admin-documents-title">
        <h2 id="admin-documents-title" className="text-xl font-semibold text-sand-900">
          {t('admin.documents')}
        </h2>
        {application.missing_kinds.length > 0 && (
          <p className="mt-2 text-sm font-medium text-danger-600">{t('admin.missing', { kinds: application.missing_kinds.map((kind) => t(`kinds.${kind}`)).join(', ') })}</p>
        )}
        {failed && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
            {t('documents.errors.download')}
          </p>
        )}
        {application.documents.length === 0 ? (
          <p className="mt-2 text-sand-700">{t('admin.noDocuments')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {application.accepted_kinds
              .filter((kind) => application.documents.some((document) => document.kind === kind))
              .map((kind) => (
                <li key={kind}>
                  <h3 className="text-sm font-semibold text-sand-900">{t(`kinds.${kind}`)}</h3>
                  <ul className="mt-1 space-y-2">
                    {application.documents
                      .filter((document) => document.kind === kind)
                      .map((document) => (
                        <DocumentRow key={document.id} document={document} onDownload={() => void download(application.id, document.id, document.file_name)} />
                      ))}
                  </ul>
                </li>
              ))}
          </ul>
        )}
      </section>
      <DecisionForm application={application} onDecided={(decided) => (decided ? mutate(decided, { revalidate: false }) : mutate())} />
      <ApplicationHistory events={application.events} />
    </div>
  );
}
