import { useState } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRefreshMyWorkspaces } from '@/services/brand-applications-hooks';
import { ApplicationDetailsForm } from './application-details-form';
import { emptyDetails, toDetailsInput, type DetailValues } from './application-details-values';
import { DocumentKindList } from './document-kind-list';
import { RegistrationProcess } from './registration-process';

const ACTIVE_BRAND_KEY = 'deskhaus:active-brand';

/** A person starts an application: the company form, the process, and the documents their country needs. */
export function NewApplication({ hasOtherBrands }: { hasOtherBrands: boolean }) {
  const { t } = useTranslation('brand-registration');
  const refreshWorkspaces = useRefreshMyWorkspaces();
  const [country, setCountry] = useState('');

  async function start(values: DetailValues) {
    const { createBrandApplication } = await import('@/services/brand-applications-service');
    const created = await createBrandApplication(toDetailsInput(values));
    try {
      window.localStorage.setItem(ACTIVE_BRAND_KEY, String(created.id));
    } catch {
      // Without storage the new brand is still listed; the switcher selects it.
    }
    if (hasOtherBrands) {
      // The brand area keeps the brand it opened with: a fresh load opens the new one.
      window.location.assign(window.location.pathname);
      return;
    }
    await refreshWorkspaces();
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div>
        <p className="mb-6 max-w-prose text-sand-700">{t('meta.description')}</p>
        <ApplicationDetailsForm initial={emptyDetails()} mode="create" onSave={start} onCountryChange={setCountry} />
      </div>
      <aside className="space-y-6">
        <RegistrationProcess />
        <DocumentKindList country={country} />
      </aside>
    </div>
  );
}
