import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { AccountPagePlaceholder } from '@/components/account/require-customer';
import { roleAtLeast } from '@/lib/brands/brand-rules';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';
import { useBrandApplication, useRefreshMyWorkspaces } from '@/services/brand-applications-hooks';
import { ApplicationDetailsForm } from './application-details-form';
import { detailsOf, toDetailsInput, type DetailValues } from './application-details-values';
import { ApplicationHistory } from './application-history';
import { ApplicationOutcome } from './application-outcome';
import { DocumentUploads } from './document-uploads';
import { NewApplication } from './new-application';
import { SubmitApplication } from './submit-application';

/** /brand/registration: start an application, complete it, or follow what became of it. */
export function RegistrationView({ brand }: { brand: WorkspaceBrand | null }) {
  const router = useRouter();
  if (!brand || router.query.new === '1') return <NewApplication hasOtherBrands={brand !== null} />;
  return <BrandApplicationView brand={brand} />;
}

function BrandApplicationView({ brand }: { brand: WorkspaceBrand }) {
  const { t } = useTranslation('brand-registration');
  const refreshWorkspaces = useRefreshMyWorkspaces();
  const { data: application, error, mutate } = useBrandApplication(brand.id);

  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-sand-200 p-6">
        <p className="text-sand-800">{t('loadFailed')}</p>
        <button type="button" className="btn-secondary mt-4 min-h-11" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!application) return <AccountPagePlaceholder />;

  const editable = application.status === 'draft' || application.status === 'changes_requested';
  const canEdit = roleAtLeast(brand.role, 'manager');
  const refresh = async () => {
    await mutate();
    await refreshWorkspaces();
  };
  async function save(values: DetailValues) {
    const { updateBrandApplication } = await import('@/services/brand-applications-service');
    await mutate(await updateBrandApplication(application!.id, toDetailsInput(values)), { revalidate: false });
    await refreshWorkspaces();
  }

  return (
    <div className="space-y-10">
      {application.status === 'changes_requested' && (
        <section role="region" aria-labelledby="changes-title" className="rounded-2xl border border-accent-200 bg-accent-50 p-5">
          <h2 id="changes-title" className="text-lg font-semibold text-sand-900">
            {t('changes.title')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sand-900">{application.review_note}</p>
          <p className="mt-2 text-sm text-sand-700">{t('changes.lead')}</p>
        </section>
      )}
      {!editable && <ApplicationOutcome application={application} />}
      {editable && canEdit && <ApplicationDetailsForm key={application.id} initial={detailsOf(application)} mode="edit" onSave={save} />}
      {editable && !canEdit && <p className="text-sm text-sand-700">{t('readOnly')}</p>}
      <DocumentUploads
        application={application}
        canUpload={canEdit && (editable || application.status === 'approved')}
        canRemove={canEdit && editable}
        onChanged={refresh}
      />
      {editable && <SubmitApplication application={application} isOwner={brand.role === 'owner'} onSubmitted={refresh} />}
      <ApplicationHistory events={application.events} />
      {!editable && (
        <Link href="/brand/registration?new=1" className="inline-flex min-h-11 items-center text-sm font-medium text-accent-700 underline">
          {t('anotherBrand')}
        </Link>
      )}
    </div>
  );
}
